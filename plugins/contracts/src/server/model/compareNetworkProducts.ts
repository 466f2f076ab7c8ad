import { YEARLY_COST_UNIT, type ConsumptionBasis, type NetworkProductCost } from '../../contract';
import type { NetworkProduct } from '../queries/loadNetworkProducts';
import { toPrice } from '../vat/toPrice';
import { MONEY_DECIMALS, roundTo } from '../vat/withVat';
import { yearlyNetworkCostVat0 } from './yearlyNetworkCost';

/** The network part of the place's contract in force: what the customer pays now (VAT 0). */
export interface CurrentNetwork {
  readonly contractName: string;
  readonly transferCKwh: number;
  readonly basicFeeEurMonth: number;
}

export interface ComparisonInput {
  readonly products: readonly NetworkProduct[];
  readonly current: CurrentNetwork;
  readonly consumption: ConsumptionBasis;
  readonly vatRatePercent: number;
  readonly vatIncluded: boolean;
}

const CURRENT_CODE = 'CURRENT';

function isSameAsCurrent(product: NetworkProduct, current: CurrentNetwork): boolean {
  return (
    product.kind === 'GENERAL' &&
    product.generalCKwh === current.transferCKwh &&
    product.basicFeeEurMonth === current.basicFeeEurMonth
  );
}

/**
 * Each product's yearly cost for the place's own consumption, against what it pays now. The current
 * product is the price-list entry with the contract's prices; a contract on a price no longer listed
 * is shown as its own row, so the comparison always has its baseline.
 */
export function compareNetworkProducts(input: ComparisonInput): NetworkProductCost[] {
  const { current, consumption, vatRatePercent, vatIncluded } = input;
  const currentListed = input.products.find((product) => isSameAsCurrent(product, current));
  const rows: NetworkProduct[] = currentListed
    ? [...input.products]
    : [
        {
          productCode: CURRENT_CODE,
          productName: current.contractName,
          kind: 'GENERAL',
          basicFeeEurMonth: current.basicFeeEurMonth,
          generalCKwh: current.transferCKwh,
          dayCKwh: null,
          nightCKwh: null,
          winterDayCKwh: null,
          otherTimeCKwh: null,
        },
        ...input.products,
      ];
  const currentCode = currentListed?.productCode ?? CURRENT_CODE;
  const costs = rows.map((product) => ({
    product,
    cost: toPrice(
      roundTo(yearlyNetworkCostVat0(product, consumption), MONEY_DECIMALS),
      vatRatePercent,
      YEARLY_COST_UNIT,
      MONEY_DECIMALS,
      vatIncluded,
    ),
  }));
  const baseline = costs.find((entry) => entry.product.productCode === currentCode)?.cost.value ?? null;
  const cheapest = Math.min(...costs.map((entry) => entry.cost.value));
  return costs.map(({ product, cost }) => ({
    productCode: product.productCode,
    productName: product.productName,
    kind: product.kind,
    current: product.productCode === currentCode,
    yearlyCost: cost,
    differenceToCurrent: baseline === null ? null : roundTo(cost.value - baseline, MONEY_DECIMALS),
    cheapest: cost.value === cheapest,
  }));
}
