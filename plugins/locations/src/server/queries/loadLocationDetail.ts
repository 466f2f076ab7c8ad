import type { Queryable } from '@portal/core/server';
import type { BuildingType, LocationDetail, UtilityType } from '../../contract/locations';
import { currentContractLateral } from './currentContractSql';
import { vatRateSql } from './vatRateSql';

interface DetailRow {
  location_identifier: string;
  utility_type: Exclude<UtilityType, 'ALL'>;
  building_type: BuildingType;
  is_business: boolean;
  product_name: string | null;
  additional_name: string | null;
  contract_type: string | null;
  pricing: 'FIXED' | 'SPOT' | null;
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  transfer_price_c_kwh: string | null;
  green_power_name: string | null;
  green_power_on: boolean | null;
  can_have_green_power: boolean | null;
  home_insurance_on: boolean | null;
  can_have_home_insurance: boolean | null;
  vat_multiplier: string | null;
}

const PRICE_UNIT = 'c/kWh';

/** numeric columns arrive as strings (exact decimals); prices are rounded to 4 decimals after VAT. */
function money(value: string | null, multiplier = 1): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * multiplier * 10_000) / 10_000;
}

/**
 * requirements §3 location detail from the place's current contract. Prices are stored VAT 0; VAT is added at
 * the rate of today's deliveries. `vat` is off for business customers' places (requirements §5: shown by
 * default unless the place says otherwise) — companies deduct VAT and compare prices without it.
 */
export async function loadLocationDetail(db: Queryable, locationIdentifier: string, today: string): Promise<LocationDetail | undefined> {
  const { rows } = await db.query<DetailRow>(
    `select l.location_identifier, l.utility_type, l.building_type,
            exists (select 1 from customerships cs where cs.company = l.company
                     and cs.customer_code = l.customer_code and cs.customer_type = 'B2B') as is_business,
            cur.product_name, cur.additional_name, cur.contract_type, cur.pricing, cur.fixed_price_c_kwh,
            cur.spot_margin_c_kwh, cur.transfer_price_c_kwh, cur.green_power_name, cur.green_power_on,
            cur.can_have_green_power, cur.home_insurance_on, cur.can_have_home_insurance,
            ${vatRateSql(`case when l.utility_type = 'DISTRICT_HEATING' then 'general' else 'electricity_energy' end`, '$2')}
              as vat_multiplier
       from locations l
       ${currentContractLateral('l.location_identifier', '$2')}
      where l.location_identifier = $1`,
    [locationIdentifier, today],
  );
  const row = rows[0];
  if (!row) return undefined;

  const multiplier = Number(row.vat_multiplier ?? 1);
  // A network-only contract sells no energy: its price is the transfer price.
  const basePrice = row.pricing === 'FIXED' ? row.fixed_price_c_kwh : row.contract_type === 'NETWORK' ? row.transfer_price_c_kwh : null;
  const margin = row.pricing === 'SPOT' ? row.spot_margin_c_kwh : null;
  const vat = !row.is_business;
  const priceVat0 = money(basePrice);
  const priceVat = money(basePrice, multiplier);

  return {
    locationIdentifier: row.location_identifier,
    utilityType: row.utility_type,
    contractName: row.product_name,
    additionalContractName: row.additional_name,
    locationBuildingType: row.building_type,
    price: vat ? priceVat : priceVat0,
    priceVat,
    priceVat0,
    priceUnit: basePrice === null ? null : PRICE_UNIT,
    greenPowerName: row.green_power_name,
    greenPowerOn: row.green_power_on ?? false,
    canHaveGreenPower: row.can_have_green_power ?? false,
    canHaveHomeInsurance: row.can_have_home_insurance ?? false,
    homeInsuranceOn: row.home_insurance_on ?? false,
    // Needs an emission factor the domain data does not carry yet; unknown rather than invented.
    potentialCarbonEmissionSavings: null,
    potentialCarbonEmissionSavingsUnit: null,
    energyMargin: vat ? money(margin, multiplier) : money(margin),
    energyMarginVat: money(margin, multiplier),
    energyMarginVat0: money(margin),
    energyMarginUnit: margin === null ? null : PRICE_UNIT,
    vat,
  };
}
