import { ENERGY_SCALE, exactAmountToEuros, scaledToNumber } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { SolarStatement } from '../../contract';
import { netSeries } from '../netting/netSeries';
import { sharePercent } from '../netting/sumPeriods';
import { monthStart } from '../period/spans';
import type { NettingPlace } from '../plants/nettingPlace';
import { ImportPrice } from '../readings/importPrice';

/**
 * The monthly solar statement of a place: what the panels were worth. Self-used kWh × the customer's
 * own all-in import price of each period, plus exported kWh × (spot − fee) of each period, and the
 * share of the exported kWh sold in periods with a negative spot price. `month` is `YYYY-MM`.
 */
export async function computeStatement(db: Queryable, place: NettingPlace, month: string): Promise<SolarStatement> {
  const span = { start: `${month}-01`, end: monthStart(`${month}-01`, 1) };
  const [series, prices] = await Promise.all([netSeries(db, place, span, 'month'), ImportPrice.load(db, place.locationIdentifier)]);
  const { inputs } = series;
  let selfUsedValue = 0n;
  let complete = series.total.complete;
  let negativeExport = 0n;
  series.periods.forEach((period, i) => {
    if (period.exportedKwh !== null && period.negativePrice) negativeExport += period.exportedKwh;
    if (period.selfUsedKwh === null || period.selfUsedKwh === 0n) return;
    const price = prices.priceWithVat(period.date, inputs[i]?.spotPrices ?? []);
    if (price === null) complete = false;
    // kWh × (c/kWh × VAT factor): the same AMOUNT_SCALE as core's energyCost.
    else selfUsedValue += period.selfUsedKwh * price;
  });
  const revenue = series.total.revenue ?? 0n;
  const kwh = (value: bigint | null) => scaledToNumber(value ?? 0n, ENERGY_SCALE);
  return {
    locationIdentifier: place.locationIdentifier,
    month,
    span,
    productionKwh: kwh(series.total.production),
    selfUsedKwh: kwh(series.total.selfUsed),
    exportedKwh: kwh(series.total.exported),
    selfUsedValueEur: exactAmountToEuros(selfUsedValue),
    exportRevenueEur: exactAmountToEuros(revenue),
    totalValueEur: exactAmountToEuros(selfUsedValue + revenue),
    negativePriceExportPercent: sharePercent(negativeExport, series.total.exported),
    complete,
  };
}
