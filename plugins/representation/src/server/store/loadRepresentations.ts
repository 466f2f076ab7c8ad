import type { Queryable } from '@portal/core/server';
import type { EligiblePlace, Representation, RepresentationStatus } from '../../contract/representation';
import { lastDayOf } from '../model/expiry';

export interface RepresentationRow {
  id: string;
  company: string;
  grantor_id: string;
  grantor_name: string;
  grantor_email: string;
  representative_email: string;
  representative_id: string | null;
  representative_name: string | null;
  status: RepresentationStatus;
  created_at: Date;
  activated_at: Date | null;
  expires_at: Date;
}

/** A grant with its places, as the plugin's code handles it. */
export interface LoadedRepresentation extends RepresentationRow {
  readonly places: readonly EligiblePlace[];
}

const SELECT = `
  select r.id, r.company, r.grantor_id, g.name as grantor_name, g.email as grantor_email,
         r.representative_email, r.representative_id, rep.name as representative_name,
         r.status, r.created_at, r.activated_at, r.expires_at
    from representations r
    join users g on g.id = r.grantor_id
    left join users rep on rep.id = r.representative_id`;

export type RepresentationFilter =
  { readonly given: string } | { readonly received: string } | { readonly id: string } | { readonly tokenHash: string };

function where(filter: RepresentationFilter): [string, string] {
  if ('given' in filter) return ["r.grantor_id = $2 and r.status in ('pending', 'active')", filter.given];
  if ('received' in filter) return ["r.representative_id = $2 and r.status = 'active'", filter.received];
  if ('id' in filter) return ['r.id = $2', filter.id];
  return ['r.token_hash = $2', filter.tokenHash];
}

/** Grants of this company's portal; another company's grants do not exist here. */
export async function loadRepresentations(
  db: Queryable,
  company: string,
  filter: RepresentationFilter,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedRepresentation[]> {
  const [condition, value] = where(filter);
  const lock = options.forUpdate ? ' for update of r' : '';
  const { rows } = await db.query<RepresentationRow>(`${SELECT} where r.company = $1 and ${condition} order by r.created_at desc, r.id${lock}`, [
    company,
    value,
  ]);
  if (rows.length === 0) return [];
  const { rows: places } = await db.query<{ representation_id: string; location_identifier: string; name: string; address: string }>(
    `select rp.representation_id, l.location_identifier, l.name,
            l.street_address || ', ' || l.postal_code || ' ' || l.city as address
       from representation_places rp join locations l on l.location_identifier = rp.location_identifier
      where rp.representation_id = any($1::text[])
      order by l.street_address, l.location_identifier`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    ...row,
    places: places
      .filter((place) => place.representation_id === row.id)
      .map((place) => ({ locationIdentifier: place.location_identifier, name: place.name, address: place.address })),
  }));
}

/** The wire shape, seen from `side`: the customer sees the representative, the representative the customer. */
export function toRepresentation(loaded: LoadedRepresentation, side: 'given' | 'received'): Representation {
  const given = side === 'given';
  return {
    id: loaded.id,
    status: loaded.status,
    counterpartName: given ? (loaded.representative_name ?? loaded.representative_email) : loaded.grantor_name,
    counterpartEmail: given ? loaded.representative_email : loaded.grantor_email,
    grantorId: loaded.grantor_id,
    places: [...loaded.places],
    createdAt: loaded.created_at.toISOString(),
    activatedAt: loaded.activated_at?.toISOString() ?? null,
    expiresOn: lastDayOf(loaded.expires_at),
  };
}
