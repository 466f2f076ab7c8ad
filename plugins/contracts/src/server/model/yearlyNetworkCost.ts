import { CostAccumulator, energyCost, ENERGY_SCALE, PRICE_SCALE, type VatRate } from '@portal/domain';
import type { ExactConsumption } from '../queries/loadConsumptionBasis';
import type { NetworkProduct } from '../queries/loadNetworkProducts';

/** Twelve monthly basic fees, as core pricing's quantity × price: 12 "units" at the fee in cents. */
const TWELVE_MONTHS = 12n * 10n ** BigInt(ENERGY_SCALE);
const CENTS_AS_PRICE = 10n ** BigInt(PRICE_SCALE);

/**
 * What a network product would have cost over the consumption, exactly (core pricing: summed exactly,
 * rounded to the cent once when shown): twelve basic fees plus each kWh at its period's price.
 * Electricity tax is the same whatever the product, so it does not change the comparison.
 */
export function yearlyNetworkCost(product: NetworkProduct, consumption: ExactConsumption, rate: VatRate): CostAccumulator {
  const cost = new CostAccumulator();
  cost.add(energyCost(TWELVE_MONTHS, product.basicFeeCentsMonth * CENTS_AS_PRICE, rate));
  const at = (energy: bigint, price: bigint | null) => cost.add(energyCost(energy, price ?? 0n, rate));
  switch (product.kind) {
    case 'GENERAL':
      at(consumption.total, product.generalPrice);
      break;
    case 'TIME_OF_USE':
      at(consumption.total - consumption.night, product.dayPrice);
      at(consumption.night, product.nightPrice);
      break;
    case 'SEASONAL':
      at(consumption.winterDay, product.winterDayPrice);
      at(consumption.total - consumption.winterDay, product.otherTimePrice);
      break;
  }
  return cost;
}
