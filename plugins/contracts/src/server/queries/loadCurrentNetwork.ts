import type { Queryable } from '@portal/core/server';
import type { CurrentNetwork } from '../model/compareNetworkProducts';
import { exactFeeCents, exactPrice } from './loadNetworkProducts';

/** The network part of the contract in force today, when this retailer invoices the network. */
export async function loadCurrentNetwork(db: Queryable, locationIdentifier: string, today: string): Promise<CurrentNetwork | undefined> {
  const { rows } = await db.query<{ product_name: string; transfer_price_c_kwh: string; transfer_basic_fee_eur_month: string }>(
    `select product_name, transfer_price_c_kwh, transfer_basic_fee_eur_month
       from contracts
      where location_identifier = $1 and contract_type in ('NETWORK', 'ELECTRICITY_AND_NETWORK')
        and start_date <= $2::date and (end_date is null or end_date >= $2::date)
      order by start_date desc, id limit 1`,
    [locationIdentifier, today],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    contractName: row.product_name,
    transferPrice: exactPrice(row.transfer_price_c_kwh) ?? 0n,
    basicFeeCentsMonth: exactFeeCents(row.transfer_basic_fee_eur_month),
  };
}
