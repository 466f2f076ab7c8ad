import { VAT_FACTOR_ONE, type EnergyPrice, type EnergyQuantity, type ExactAmount } from '@portal/domain';

/**
 * Netting of microgeneration (DOMAIN): since 1.1.2023 a household's import and export are netted
 * within each metering period (the meter's 15 minutes or hour) — production first covers use, and
 * only the surplus of the period is sold. Before that date each direction counted as metered. A
 * dated rule, so it stays in data form here rather than in the callers.
 */
export const NETTING_FROM_LOCAL_DATE = '2023-01-01';

/** One metering period's inputs, kWh at ENERGY_SCALE (1/10 000 kWh); null = no reading. */
export interface PeriodInput {
  readonly startMs: number;
  /** The local delivery date of the period (Europe/Helsinki). */
  readonly date: string;
  readonly importKwh: EnergyQuantity | null;
  readonly exportKwh: EnergyQuantity | null;
  /** What the linked plants produced in the period (their own meters); null when none is known. */
  readonly productionKwh: EnergyQuantity | null;
  /**
   * The day-ahead prices (c/kWh at PRICE_SCALE, VAT 0) of the market periods inside this metering
   * period: one for a quarter or an hour priced hourly, four for an hour priced per quarter.
   */
  readonly spotPrices: readonly EnergyPrice[];
  /** The buyer's fee (c/kWh at PRICE_SCALE, positive), VAT 0; null when no buying contract is in force. */
  readonly feePrice: EnergyPrice | null;
}

/** One netted period. Amounts exact (AMOUNT_SCALE), rounded to cents only when reported. */
export interface NettedPeriod {
  readonly startMs: number;
  readonly date: string;
  readonly importedKwh: EnergyQuantity | null;
  readonly exportedKwh: EnergyQuantity | null;
  readonly productionKwh: EnergyQuantity | null;
  readonly selfUsedKwh: EnergyQuantity | null;
  readonly consumptionKwh: EnergyQuantity | null;
  readonly exportRevenue: ExactAmount | null;
  /** Whether the period's spot price was negative (for the statement's share). */
  readonly negativePrice: boolean;
  readonly complete: boolean;
}

const max0 = (value: bigint) => (value > 0n ? value : 0n);

/**
 * Exported kWh × (spot − fee) of each market period inside the metering period, VAT 0 (a private
 * seller charges none). An hour priced per quarter splits its export evenly over the quarters, as
 * Datahub splits an hourly reading; VAT_FACTOR_ONE / n is whole for n = 1, 2 or 4, so it stays exact.
 */
function exportRevenueOf(exported: EnergyQuantity, prices: readonly EnergyPrice[], fee: EnergyPrice): ExactAmount {
  const n = BigInt(prices.length);
  let sum = 0n;
  for (const price of prices) sum += price - fee;
  return (exported * sum * VAT_FACTOR_ONE) / n;
}

export function netPeriod(input: PeriodInput): NettedPeriod {
  const { importKwh, exportKwh, productionKwh } = input;
  let imported: bigint | null = null;
  let exported: bigint | null = null;
  if (importKwh !== null && exportKwh !== null) {
    if (input.date >= NETTING_FROM_LOCAL_DATE) {
      imported = max0(importKwh - exportKwh);
      exported = max0(exportKwh - importKwh);
    } else {
      imported = importKwh;
      exported = exportKwh;
    }
  }
  // What the panels produced and did not sell was used on site; a meter's rounding can make the export
  // a hair larger than the production, which is not negative use.
  const selfUsed = productionKwh !== null && exported !== null ? max0(productionKwh - exported) : null;
  const consumption = imported !== null && selfUsed !== null ? imported + selfUsed : null;
  const priced = input.spotPrices.length > 0 && input.feePrice !== null;
  const exportRevenue = exported !== null && priced ? exportRevenueOf(exported, input.spotPrices, input.feePrice!) : null;
  const negativePrice = input.spotPrices.some((price) => price < 0n);
  return {
    startMs: input.startMs,
    date: input.date,
    importedKwh: imported,
    exportedKwh: exported,
    productionKwh,
    selfUsedKwh: selfUsed,
    consumptionKwh: consumption,
    exportRevenue,
    negativePrice,
    complete: consumption !== null && exportRevenue !== null,
  };
}
