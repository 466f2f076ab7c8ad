import { localDateOf } from '@portal/domain';
import { type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { UserContract } from '../../contract/customerInfo';

interface ContractRow {
  id: string;
  contract_type: string;
  product_name: string;
  additional_name: string | null;
  location_identifier: string;
  location_name: string;
  street_address: string;
  postal_code: string;
  city: string;
  start_date: string;
  end_date: string | null;
}

/**
 * The contracts on every use place the user may see at this portal's company (owner, sub-user or
 * representative alike: core's access decides), each with its state on today's Helsinki date.
 * Ordered so what matters now comes first: upcoming, then running, then ended, newest first within.
 */
export async function loadUserContracts(context: ServerPluginContext, user: AuthenticatedUser): Promise<UserContract[]> {
  const grants = await context.access.visibleLocations(user, context.company);
  if (grants.length === 0) return [];
  const { rows } = await context.db.query<ContractRow>(
    `select c.id, c.contract_type, c.product_name, c.additional_name, l.location_identifier,
            coalesce(n.display_name, l.name) as location_name, l.street_address, l.postal_code, l.city,
            to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date
       from contracts c
       join locations l on l.location_identifier = c.location_identifier
       left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $2
      where c.location_identifier = any($1::text[])`,
    [grants.map((grant) => grant.locationIdentifier), user.id],
  );
  const today = localDateOf(context.now());
  const order = { UPCOMING: 0, ACTIVE: 1, ENDED: 2 } as const;
  return rows
    .map((row): UserContract => ({
      contractId: row.id,
      contractType: row.contract_type,
      productName: row.product_name,
      additionalName: row.additional_name,
      locationIdentifier: row.location_identifier,
      locationName: row.location_name,
      address: `${row.street_address}, ${row.postal_code} ${row.city}`,
      startDate: row.start_date,
      endDate: row.end_date,
      // Dates are inclusive local days: a contract ending today is still running today.
      state: row.start_date > today ? 'UPCOMING' : row.end_date !== null && row.end_date < today ? 'ENDED' : 'ACTIVE',
    }))
    .sort((a, b) => order[a.state] - order[b.state] || b.startDate.localeCompare(a.startDate) || a.contractId.localeCompare(b.contractId));
}
