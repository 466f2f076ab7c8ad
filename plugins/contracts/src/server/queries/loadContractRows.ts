import type { Queryable } from '@portal/core/server';
import type { ContractType } from '../../contract/contracts';
import { CONTRACT_COLUMNS, type ContractRow } from './contractRow';

/**
 * A place's contracts that have not ended by `today`: those in force first (newest start first), then
 * those starting later. `ALL` is SPEC's filter value for any type.
 */
export async function loadContractRows(db: Queryable, locationIdentifier: string, contractType: ContractType, today: string): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS}
       from contracts c
      where c.location_identifier = $1 and ($2 = 'ALL' or c.contract_type = $2)
        and (c.end_date is null or c.end_date >= $3::date)
      order by (c.start_date > $3::date), case when c.start_date > $3::date then c.start_date end,
               c.start_date desc, c.id`,
    [locationIdentifier, contractType, today],
  );
  return rows;
}

/**
 * The energy contract in force today that green power belongs to: the latest-started electricity sale.
 * A pure network contract cannot carry green power.
 */
export async function loadCurrentElectricitySale(db: Queryable, locationIdentifier: string, today: string): Promise<ContractRow | undefined> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS}
       from contracts c
      where c.location_identifier = $1 and c.contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK')
        and c.start_date <= $2::date and (c.end_date is null or c.end_date >= $2::date)
      order by c.start_date desc, c.id limit 1`,
    [locationIdentifier, today],
  );
  return rows[0];
}
