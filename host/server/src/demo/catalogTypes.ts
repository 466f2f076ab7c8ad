import type { AdminGroup, CompanyCode } from '@portal/core/server';
import type { DistrictHeatingBuilding } from './districtHeating';
import type { LoadOptions } from './loadProfiles';
import type { SolarPlant } from './solar';
import type { WeatherAreaName } from './weather';

/** The static part of the demo data set: people, places, contracts, grants. */

export type BuildingType = 'DetachedHouse' | 'SummerHouse' | 'Apartment' | 'RowHouse' | 'CompanyBuilding';
export type UtilityType = 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
export type ContractType =
  'NETWORK' | 'ELECTRICITY' | 'ELECTRICITY_AND_NETWORK' | 'DISTRICT_HEATING' | 'MICROGENERATION' | 'PROCUREMENT' | 'PROCUREMENT_AND_MICROGENERATION';

export interface DemoCustomership {
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly businessId?: string;
  readonly businessName?: string;
}

export interface DemoUser {
  /** Stable key used inside the catalog; the database id is a UUID derived from the seed. */
  readonly key: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly uiMode: 'B2C' | 'B2B';
  readonly groups: readonly AdminGroup[];
  readonly customerships: readonly DemoCustomership[];
}

/** All prices VAT 0, as stored. */
export interface DemoContract {
  readonly id: string;
  readonly contractType: ContractType;
  readonly productName: string;
  readonly additionalName?: string;
  readonly pricing: 'FIXED' | 'SPOT' | null;
  readonly fixedPriceCKwh?: number;
  readonly spotMarginCKwh?: number;
  readonly basicFeeEurMonth: number;
  readonly transferPriceCKwh?: number;
  readonly transferBasicFeeEurMonth?: number;
  readonly taxClass?: 'I' | 'II';
  readonly startDate: string;
  readonly endDate?: string;
  readonly greenPowerName?: string;
  readonly greenPowerOn?: boolean;
  readonly canHaveGreenPower?: boolean;
  readonly homeInsuranceOn?: boolean;
  readonly canHaveHomeInsurance?: boolean;
}

export interface DemoFeature {
  readonly feature: string;
  readonly enabled: boolean;
  readonly readOnly: boolean;
  readonly qualifiers?: readonly { readonly type: string; readonly description: string }[];
}

/** How a place's time series is generated. */
export type SeriesSpec =
  | {
      readonly kind: 'electricity';
      readonly load: LoadOptions;
      /** Own production netted per interval; the surplus goes to `exportLocation`'s metering point. */
      readonly solar?: { readonly plant: SolarPlant; readonly exportLocation: string };
    }
  /** The production metering point of a solar place, written together with its consumption place. */
  | { readonly kind: 'solarExport' }
  | { readonly kind: 'districtHeating'; readonly building: DistrictHeatingBuilding };

export interface DemoPlace {
  readonly locationIdentifier: string;
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly meteringPointId: string;
  readonly utilityType: UtilityType;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly buildingType: BuildingType;
  readonly companyReferenceId?: string;
  readonly labels: readonly string[];
  readonly compositeLocationIdentifier?: string;
  readonly resolutionMinutes: 15 | 60;
  readonly temperatureArea: WeatherAreaName;
  readonly series: SeriesSpec;
  readonly contracts: readonly DemoContract[];
  readonly features: readonly DemoFeature[];
  /** Places whose series get a guaranteed recent estimated and missing run to show in the UI. */
  readonly showcaseQuality: boolean;
  /**
   * Days of metering history when shorter than the data set's period (the newest days are kept).
   * Keeps the business portfolio's volume within the seed's time budget.
   */
  readonly historyDays?: number;
}

export interface DemoComposite {
  readonly compositeLocationIdentifier: string;
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly name: string;
}

export interface DemoGrant {
  readonly userKey: string;
  readonly locationIdentifier: string;
  readonly relation: 'owner' | 'subUser' | 'representative';
  readonly accessRight: 'READ_ONLY' | 'FULL_ACCESS';
}

export interface DemoCatalog {
  readonly users: readonly DemoUser[];
  readonly composites: readonly DemoComposite[];
  readonly places: readonly DemoPlace[];
  readonly grants: readonly DemoGrant[];
  /** The user's own names for places. */
  readonly locationNames: readonly { readonly userKey: string; readonly locationIdentifier: string; readonly name: string }[];
}
