import { parseScaled } from './scaledDecimal';
import { PRICE_SCALE, type EnergyPrice } from './units';

/**
 * The energy-pricing part of a contract (contracts table), prices VAT 0 as stored. Dates are local
 * delivery dates, both inclusive (end null = open), as the contracts table keeps them.
 */
export type EnergyContractTerms =
  | {
      readonly id: string;
      readonly pricing: 'FIXED';
      /** c/kWh numeric(10,4) as text. */
      readonly fixedPriceCKwh: string;
      readonly startDate: string;
      readonly endDate: string | null;
    }
  | {
      readonly id: string;
      readonly pricing: 'SPOT';
      /** c/kWh numeric(10,4) as text; negative for a microgeneration buyer's fee. */
      readonly spotMarginCKwh: string;
      readonly startDate: string;
      readonly endDate: string | null;
    };

/**
 * Spot €/MWh → c/kWh (× 0.1). €/MWh in thousandths (numeric(10,3)) is the same integer as c/kWh in
 * ten-thousandths, so the conversion is exact: 123.456 €/MWh = 12.3456 c/kWh.
 */
export function spotEurMwhToPrice(eurMwh: string): EnergyPrice {
  return parseScaled(eurMwh, PRICE_SCALE - 1);
}

interface ParsedTerms {
  readonly terms: EnergyContractTerms;
  readonly pricing: EnergyContractTerms['pricing'];
  readonly startDate: string;
  readonly endDate: string | null;
  /** The fixed price, or the spot contract's margin. */
  readonly ownPrice: EnergyPrice;
}

/**
 * The contracts of one place, ready to price intervals: picks the contract in force on a delivery
 * date (when two overlap, the later-starting one: a new contract supersedes the old from its start) and gives
 * its energy price for the interval.
 */
export class EnergyPriceList {
  private readonly contracts: readonly ParsedTerms[];
  private readonly memo = new Map<string, number>();

  constructor(contracts: readonly EnergyContractTerms[]) {
    this.contracts = [...contracts]
      .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : a.id.localeCompare(b.id)))
      .map((terms) => ({
        terms,
        pricing: terms.pricing,
        startDate: terms.startDate,
        endDate: terms.endDate,
        ownPrice: parseScaled(terms.pricing === 'FIXED' ? terms.fixedPriceCKwh : terms.spotMarginCKwh, PRICE_SCALE),
      }));
  }

  /** The contract in force on a local date, or undefined. */
  contractOn(deliveryDate: string): EnergyContractTerms | undefined {
    return this.parsedOn(deliveryDate)?.terms;
  }

  private parsedOn(deliveryDate: string): ParsedTerms | undefined {
    let index = this.memo.get(deliveryDate);
    if (index === undefined) {
      index = this.contracts.findIndex((c) => c.startDate <= deliveryDate && (c.endDate === null || c.endDate >= deliveryDate));
      this.memo.set(deliveryDate, index);
    }
    return index < 0 ? undefined : this.contracts[index];
  }

  /**
   * VAT 0 energy price (1/10 000 c/kWh) of an interval delivered on `deliveryDate`: the fixed price,
   * or spot + margin. Null when no contract is in force, or a spot contract has no spot price for the
   * interval: such an interval is reported unpriced, never priced at zero.
   */
  priceFor(deliveryDate: string, spotEurMwh: string | null): EnergyPrice | null {
    const contract = this.parsedOn(deliveryDate);
    if (!contract) return null;
    if (contract.pricing === 'FIXED') return contract.ownPrice;
    if (spotEurMwh === null) return null;
    return spotEurMwhToPrice(spotEurMwh) + contract.ownPrice;
  }
}
