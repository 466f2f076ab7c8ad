import type { ConsumptionBasis } from '../../contract';
import type { NetworkProduct } from '../queries/loadNetworkProducts';

/**
 * What a network product would have cost over the consumption basis, VAT 0 euros (unrounded): twelve
 * basic fees plus each kWh at the price of its period. Electricity tax is the same whatever the
 * product, so it does not change the comparison and is left out.
 */
export function yearlyNetworkCostVat0(product: NetworkProduct, consumption: ConsumptionBasis): number {
  const fees = product.basicFeeEurMonth * 12;
  const cents = (() => {
    switch (product.kind) {
      case 'GENERAL':
        return consumption.totalKwh * (product.generalCKwh ?? 0);
      case 'TIME_OF_USE':
        return (
          (consumption.totalKwh - consumption.nightKwh) * (product.dayCKwh ?? 0) +
          consumption.nightKwh * (product.nightCKwh ?? 0)
        );
      case 'SEASONAL':
        return (
          consumption.winterDayKwh * (product.winterDayCKwh ?? 0) +
          (consumption.totalKwh - consumption.winterDayKwh) * (product.otherTimeCKwh ?? 0)
        );
    }
  })();
  return fees + cents / 100;
}
