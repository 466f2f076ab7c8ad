import {
  CARBON_SAVINGS_UNIT,
  ENERGY_PRICE_UNIT,
  GREEN_POWER_PACKAGE_KWH,
  MONTHLY_FEE_UNIT,
  type ContractDetail,
  type GreenPower,
  type NetworkPart,
} from '../../contract/contracts';
import type { ContractRow } from '../queries/contractRow';
import { ELECTRICITY_SALE_TYPES } from '../queries/contractRow';
import type { EmissionFactor } from '../queries/loadEmissionFactor';
import type { VatRateLookup } from '../vat/loadVatRates';
import { MONEY_DECIMALS, PRICE_DECIMALS, toPrice } from '../vat/toPrice';
import { energyVatCategory, NETWORK_VAT_CATEGORY } from '../vat/vatCategory';
import { carbonSavingsKgPerYear } from './carbonSavings';

export interface ContractDetailOptions {
  readonly today: string;
  readonly vatIncluded: boolean;
  readonly vatRate: VatRateLookup;
  readonly greenPowerEnabled: boolean;
  readonly homeInsuranceEnabled: boolean;
  readonly emissionFactor: EmissionFactor | undefined;
}

export function greenPowerOf(row: ContractRow, emissionFactor: EmissionFactor | undefined): GreenPower {
  return {
    greenPowerName: row.green_power_name,
    greenPowerOn: row.green_power_on,
    canHaveGreenPower: row.can_have_green_power,
    packageSizeKwh: GREEN_POWER_PACKAGE_KWH,
    potentialCarbonEmissionSavings: emissionFactor ? carbonSavingsKgPerYear(GREEN_POWER_PACKAGE_KWH, emissionFactor.gramsPerKwh) : null,
    potentialCarbonEmissionSavingsUnit: CARBON_SAVINGS_UNIT,
    emissionFactorSource: emissionFactor?.source ?? null,
  };
}

/**
 * One contract as the customer sees it. Prices are stored VAT 0; VAT is added at the rate in force on
 * the delivery date: today for a contract in force, its first day for one starting later.
 */
export function toContractDetail(row: ContractRow, options: ContractDetailOptions): ContractDetail {
  const upcoming = row.start_date > options.today;
  const deliveryDate = upcoming ? row.start_date : options.today;
  const energyRate = options.vatRate(energyVatCategory(row.contract_type), deliveryDate);
  const energy = (vat0: string | null, unit: string, decimals: number) =>
    vat0 === null ? null : toPrice(vat0, energyRate, unit, decimals, options.vatIncluded);

  let network: NetworkPart | null = null;
  if (row.transfer_price_c_kwh !== null && row.transfer_basic_fee_eur_month !== null && row.tax_class !== null) {
    const networkRate = options.vatRate(NETWORK_VAT_CATEGORY, deliveryDate);
    network = {
      transferPrice: toPrice(row.transfer_price_c_kwh, networkRate, ENERGY_PRICE_UNIT, PRICE_DECIMALS, options.vatIncluded),
      transferBasicFee: toPrice(row.transfer_basic_fee_eur_month, networkRate, MONTHLY_FEE_UNIT, MONEY_DECIMALS, options.vatIncluded),
      taxClass: row.tax_class,
    };
  }

  const sellsEnergy = row.pricing !== null;
  return {
    contractId: row.id,
    contractType: row.contract_type,
    status: upcoming ? 'UPCOMING' : 'ACTIVE',
    contractName: row.product_name,
    additionalContractName: row.additional_name,
    pricing: row.pricing,
    startDate: row.start_date,
    endDate: row.end_date,
    price: row.pricing === 'FIXED' ? energy(row.fixed_price_c_kwh, ENERGY_PRICE_UNIT, PRICE_DECIMALS) : null,
    energyMargin: row.pricing === 'SPOT' ? energy(row.spot_margin_c_kwh, ENERGY_PRICE_UNIT, PRICE_DECIMALS) : null,
    // A pure network contract's monthly fee is the transfer basic fee, shown with the network part.
    basicFee: sellsEnergy ? energy(row.basic_fee_eur_month, MONTHLY_FEE_UNIT, MONEY_DECIMALS) : null,
    network,
    greenPower: options.greenPowerEnabled && ELECTRICITY_SALE_TYPES.includes(row.contract_type) ? greenPowerOf(row, options.emissionFactor) : null,
    homeInsurance: options.homeInsuranceEnabled
      ? { homeInsuranceOn: row.home_insurance_on, canHaveHomeInsurance: row.can_have_home_insurance }
      : null,
  };
}
