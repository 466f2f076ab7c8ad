import type { Queryable } from '@portal/core/server';
import type { Contract, ContractType } from '../../contract/locations';

interface ContractRow {
  id: string;
  contract_type: Exclude<ContractType, 'ALL'>;
  product_name: string;
  company: string;
  start_date: string;
  end_date: string | null;
}

/** A place's contracts, newest first; `ALL` is SPEC's filter value for "any type". */
export async function loadContracts(db: Queryable, locationIdentifier: string, contractType: ContractType): Promise<Contract[]> {
  const { rows } = await db.query<ContractRow>(
    `select c.id, c.contract_type, c.product_name, l.company,
            to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date
       from contracts c join locations l on l.location_identifier = c.location_identifier
      where c.location_identifier = $1 and ($2 = 'ALL' or c.contract_type = $2)
      order by c.start_date desc, c.id`,
    [locationIdentifier, contractType],
  );
  return rows.map((row) => ({
    contractId: row.id,
    contractType: row.contract_type,
    contractName: row.product_name,
    company: row.company,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}
