import type { Queryable } from '@portal/core/server';
import type { NetworkProductKind } from '../../contract';

export interface NetworkProduct {
  readonly productCode: string;
  readonly productName: string;
  readonly kind: NetworkProductKind;
  /** All VAT 0. */
  readonly basicFeeEurMonth: number;
  readonly generalCKwh: number | null;
  readonly dayCKwh: number | null;
  readonly nightCKwh: number | null;
  readonly winterDayCKwh: number | null;
  readonly otherTimeCKwh: number | null;
}

interface ProductRow {
  product_code: string;
  product_name: string;
  kind: NetworkProductKind;
  basic_fee_eur_month: string;
  general_c_kwh: string | null;
  day_c_kwh: string | null;
  night_c_kwh: string | null;
  winter_day_c_kwh: string | null;
  other_time_c_kwh: string | null;
}

const num = (value: string | null) => (value === null ? null : Number(value));

/** The company's network products, general first, then time-of-use and seasonal. */
export async function loadNetworkProducts(db: Queryable, company: string): Promise<NetworkProduct[]> {
  const { rows } = await db.query<ProductRow>(
    `select product_code, product_name, kind, basic_fee_eur_month, general_c_kwh, day_c_kwh, night_c_kwh,
            winter_day_c_kwh, other_time_c_kwh
       from network_products where company = $1
      order by case kind when 'GENERAL' then 0 when 'TIME_OF_USE' then 1 else 2 end, product_code`,
    [company],
  );
  return rows.map((row) => ({
    productCode: row.product_code,
    productName: row.product_name,
    kind: row.kind,
    basicFeeEurMonth: Number(row.basic_fee_eur_month),
    generalCKwh: num(row.general_c_kwh),
    dayCKwh: num(row.day_c_kwh),
    nightCKwh: num(row.night_c_kwh),
    winterDayCKwh: num(row.winter_day_c_kwh),
    otherTimeCKwh: num(row.other_time_c_kwh),
  }));
}
