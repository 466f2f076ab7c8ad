import { EnergyPriceList, parseScaled, PRICE_SCALE, VAT_FACTOR_ONE, VatRateTable, type EnergyPrice, type VatRateRow } from '@portal/domain';
import { type Queryable } from '@portal/core/server';

interface ContractRow {
  id: string;
  contract_type: string;
  pricing: 'FIXED' | 'SPOT' | null;
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  transfer_price_c_kwh: string | null;
  tax_class: 'I' | 'II' | null;
  start_date: string;
  end_date: string | null;
}

interface TaxRow {
  tax_class: 'I' | 'II';
  valid_from: string;
  valid_until: string | null;
  c_kwh: string;
}

/**
 * The customer's own all-in import price of a period, VAT included: energy (fixed, or spot + margin)
 * with the energy-sale VAT of the delivery date, plus transfer and electricity tax (with security of
 * supply fee) with the general VAT — the two rates differed in 12/2022–4/2023 (DOMAIN). A kWh the
 * panels covered is a kWh of this price not bought. The result is at PRICE_SCALE × VAT_FACTOR_ONE.
 */
export class ImportPrice {
  private constructor(
    private readonly energy: EnergyPriceList,
    private readonly network: readonly ContractRow[],
    private readonly taxes: readonly TaxRow[],
    private readonly vat: VatRateTable,
  ) {}

  static async load(db: Queryable, locationIdentifier: string): Promise<ImportPrice> {
    const [contracts, taxes, vat] = await Promise.all([
      db.query<ContractRow>(
        `select id, contract_type, pricing, fixed_price_c_kwh::text as fixed_price_c_kwh, spot_margin_c_kwh::text as spot_margin_c_kwh,
                transfer_price_c_kwh::text as transfer_price_c_kwh, tax_class,
                to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
           from contracts where location_identifier = $1 and contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK', 'NETWORK')`,
        [locationIdentifier],
      ),
      db.query<TaxRow>(
        `select tax_class, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_until, 'YYYY-MM-DD') as valid_until,
                (electricity_tax_c_kwh + security_of_supply_c_kwh)::text as c_kwh from tax_rates`,
      ),
      db.query<VatRateRow>(
        `select category, to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_until, 'YYYY-MM-DD') as "validUntil",
                rate_percent::text as "ratePercent" from vat_rates`,
      ),
    ]);
    const energy = new EnergyPriceList(
      contracts.rows
        .filter((row) => row.contract_type !== 'NETWORK' && row.pricing !== null)
        .map((row) =>
          row.pricing === 'FIXED'
            ? {
                id: row.id,
                pricing: 'FIXED' as const,
                fixedPriceCKwh: row.fixed_price_c_kwh ?? '0',
                startDate: row.start_date,
                endDate: row.end_date,
              }
            : {
                id: row.id,
                pricing: 'SPOT' as const,
                spotMarginCKwh: row.spot_margin_c_kwh ?? '0',
                startDate: row.start_date,
                endDate: row.end_date,
              },
        ),
    );
    const network = contracts.rows.filter((row) => row.transfer_price_c_kwh !== null);
    return new ImportPrice(energy, network, taxes.rows, new VatRateTable(vat.rows));
  }

  /** Null when no energy contract is in force or its spot price is unknown. */
  priceWithVat(date: string, spotPrices: readonly EnergyPrice[]): bigint | null {
    const contract = this.energy.contractOn(date);
    if (!contract) return null;
    let energy: EnergyPrice;
    if (contract.pricing === 'FIXED') energy = parseScaled(contract.fixedPriceCKwh, PRICE_SCALE);
    else {
      if (spotPrices.length === 0) return null;
      // The mean of the market periods inside the metering period (an hour priced per quarter).
      const sum = spotPrices.reduce((total, price) => total + price, 0n);
      energy = sum / BigInt(spotPrices.length) + parseScaled(contract.spotMarginCKwh, PRICE_SCALE);
    }
    const inForce = (row: { start_date?: string; end_date?: string | null }) =>
      row.start_date !== undefined && row.start_date <= date && (row.end_date == null || row.end_date >= date);
    const net = this.network.filter(inForce).sort((a, b) => (a.start_date < b.start_date ? 1 : -1))[0];
    let grid = 0n;
    if (net) {
      grid += parseScaled(net.transfer_price_c_kwh ?? '0', PRICE_SCALE);
      const tax = this.taxes.find(
        (t) => t.tax_class === (net.tax_class ?? 'I') && t.valid_from <= date && (t.valid_until === null || t.valid_until > date),
      );
      if (tax) grid += parseScaled(tax.c_kwh, PRICE_SCALE);
    }
    const energyVat = this.vat.rateOn('electricity_energy', date);
    const generalVat = this.vat.rateOn('general', date);
    return energy * (VAT_FACTOR_ONE + energyVat) + grid * (VAT_FACTOR_ONE + generalVat);
  }
}
