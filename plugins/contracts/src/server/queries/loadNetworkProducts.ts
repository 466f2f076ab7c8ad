import { parseScaled } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { NetworkProductKind } from '../../contract/contracts';
import { MONEY_DECIMALS, PRICE_DECIMALS } from '../vat/toPrice';

/** A network product, VAT 0, as exact scaled integers: fee in cents a month, prices in 1/10 000 c/kWh. */
export interface NetworkProduct {
  readonly productCode: string;
  readonly productName: string;
  readonly kind: NetworkProductKind;
  readonly basicFeeCentsMonth: bigint;
  readonly generalPrice: bigint | null;
  readonly dayPrice: bigint | null;
  readonly nightPrice: bigint | null;
  readonly winterDayPrice: bigint | null;
  readonly otherTimePrice: bigint | null;
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

export const exactPrice = (value: string | null) => (value === null ? null : parseScaled(value, PRICE_DECIMALS));
export const exactFeeCents = (value: string) => parseScaled(value, MONEY_DECIMALS);

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
    basicFeeCentsMonth: exactFeeCents(row.basic_fee_eur_month),
    generalPrice: exactPrice(row.general_c_kwh),
    dayPrice: exactPrice(row.day_c_kwh),
    nightPrice: exactPrice(row.night_c_kwh),
    winterDayPrice: exactPrice(row.winter_day_c_kwh),
    otherTimePrice: exactPrice(row.other_time_c_kwh),
  }));
}
