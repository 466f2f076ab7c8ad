import { scaledToNumber, VAT_SCALE, type VatRate } from '@portal/domain';
import { YEARLY_COST_UNIT, type NetworkProductCost, type Price } from '../../contract/contracts';
import type { ExactConsumption } from '../queries/loadConsumptionBasis';
import type { NetworkProduct } from '../queries/loadNetworkProducts';
import { yearlyNetworkCost } from './yearlyNetworkCost';

/** The network part of the place's contract in force: what the customer pays now (VAT 0, exact). */
export interface CurrentNetwork {
  readonly contractName: string;
  readonly transferPrice: bigint;
  readonly basicFeeCentsMonth: bigint;
}

export interface ComparisonInput {
  readonly products: readonly NetworkProduct[];
  readonly current: CurrentNetwork;
  readonly consumption: ExactConsumption;
  readonly vatRate: VatRate;
  readonly vatIncluded: boolean;
}

const CURRENT_CODE = 'CURRENT';

function isSameAsCurrent(product: NetworkProduct, current: CurrentNetwork): boolean {
  return product.kind === 'GENERAL' && product.generalPrice === current.transferPrice && product.basicFeeCentsMonth === current.basicFeeCentsMonth;
}

/**
 * Each product's yearly cost for the place's own consumption, against what it pays now. The current
 * product is the price-list entry with the contract's prices; a contract on a price no longer listed
 * is shown as its own row, so the comparison always has its baseline.
 */
export function compareNetworkProducts(input: ComparisonInput): NetworkProductCost[] {
  const { current, consumption, vatRate, vatIncluded } = input;
  const currentListed = input.products.find((product) => isSameAsCurrent(product, current));
  const rows: NetworkProduct[] = currentListed
    ? [...input.products]
    : [
        {
          productCode: CURRENT_CODE,
          productName: current.contractName,
          kind: 'GENERAL',
          basicFeeCentsMonth: current.basicFeeCentsMonth,
          generalPrice: current.transferPrice,
          dayPrice: null,
          nightPrice: null,
          winterDayPrice: null,
          otherTimePrice: null,
        },
        ...input.products,
      ];
  const currentCode = currentListed?.productCode ?? CURRENT_CODE;
  const costs = rows.map((product) => {
    const cost = yearlyNetworkCost(product, consumption, vatRate);
    const yearlyCost: Price = {
      value: cost.euros(vatIncluded),
      vat: cost.euros(true),
      vat0: cost.euros(false),
      unit: YEARLY_COST_UNIT,
      vatRatePercent: scaledToNumber(vatRate, VAT_SCALE),
    };
    return { product, cents: cost.cents(vatIncluded), yearlyCost };
  });
  const baseline = costs.find((entry) => entry.product.productCode === currentCode)?.cents ?? null;
  const cheapest = costs.reduce((min, entry) => (entry.cents < min ? entry.cents : min), costs[0]?.cents ?? 0n);
  return costs.map(({ product, cents, yearlyCost }) => ({
    productCode: product.productCode,
    productName: product.productName,
    kind: product.kind,
    current: product.productCode === currentCode,
    yearlyCost,
    differenceToCurrent: baseline === null ? null : scaledToNumber(cents - baseline, 2),
    cheapest: cents === cheapest,
  }));
}
