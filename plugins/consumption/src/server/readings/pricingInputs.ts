import { EnergyPriceList, type EnergyContractTerms } from '@portal/domain';
import { preparedSql, type Queryable } from '@portal/core/server';
import type { ReadingSource } from './readingSource';

interface ContractRow {
  id: string;
  pricing: 'FIXED' | 'SPOT';
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  start_date: string;
  end_date: string | null;
}

// Prepared (docs/decisions.md, hot path): every priced consumption request reads it (and core's VAT rates).
const ENERGY_CONTRACTS = preparedSql(
  'consumption_energy_contracts',
  `select id, pricing, fixed_price_c_kwh::text as fixed_price_c_kwh, spot_margin_c_kwh::text as spot_margin_c_kwh,
          to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
     from contracts
    where location_identifier = $1 and contract_type = any($2::text[]) and pricing is not null`,
);

/** The place's energy contracts (VAT 0 prices) for the pricing engine. */
export async function loadEnergyPriceList(db: Queryable, locationIdentifier: string, source: ReadingSource): Promise<EnergyPriceList> {
  const { rows } = await db.query<ContractRow>(ENERGY_CONTRACTS, [locationIdentifier, [...source.contractTypes]]);
  const terms: EnergyContractTerms[] = rows.map((row) =>
    row.pricing === 'FIXED'
      ? { id: row.id, pricing: 'FIXED', fixedPriceCKwh: row.fixed_price_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date }
      : { id: row.id, pricing: 'SPOT', spotMarginCKwh: row.spot_margin_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date },
  );
  return new EnergyPriceList(terms);
}

/** The domain's dated VAT rates: core's reader, re-exported for the series code. */
export { loadVatRateTable } from '@portal/domain/server';
