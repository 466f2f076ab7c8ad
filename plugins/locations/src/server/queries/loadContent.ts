import { preparedSql, type LocationGrant, type Queryable } from '@portal/core/server';
import type { ContentItem, ContractType, UtilityType } from '../../contract/locations';
import { contractTypeForUtility } from './contractTypeForUtility';
import { currentContractLateral } from './currentContractSql';

interface ContentRow {
  location_identifier: string;
  utility_type: UtilityType;
  customer_code: string;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  metering_point_id: string;
  labels: string[];
  display_name: string | null;
  position: number | null;
  contract_type: Exclude<ContractType, 'ALL'> | null;
  business_name: string | null;
  features: FeatureWire[];
}

type FeatureWire = ContentItem['features'][number];

// One round trip, prepared: the content list is every signed-in page's first read, and planning the
// lateral contract join cost several times its execution (EXPLAIN ANALYZE on the 45-place demo
// business user). The features come as one JSON array per place, built by PostgreSQL, instead of a
// second query of a row per feature (~130 rows for that user): one query less per request and far
// fewer row objects to parse and collect (docs/performance.md, API). Features are grouped in one pass
// and the business name is looked up once per customer code of the listed places, rather than a
// subquery per place each (45 loops apiece for the demo business user).
const CONTENT_ROWS = preparedSql(
  'location_content_rows_v3',
  `with business as (
     select distinct on (cs.company, cs.customer_code) cs.company, cs.customer_code, cs.business_name
       from customerships cs
      where (cs.company, cs.customer_code) in (
              select l.company, l.customer_code from locations l where l.location_identifier = any($2::text[]))
        and cs.customer_type = 'B2B' and cs.business_name is not null
      order by cs.company, cs.customer_code, cs.user_id),
   features as (
     select f.location_identifier,
            json_agg(json_build_object('feature', f.feature, 'enabled', f.enabled, 'readOnly', f.read_only, 'qualifiers', f.qualifiers)
                     order by f.feature) as features
       from location_features f
      where f.location_identifier = any($2::text[])
      group by f.location_identifier)
   select l.location_identifier, l.utility_type, l.customer_code, l.name, l.street_address, l.postal_code,
          l.city, l.metering_point_id, l.labels, n.display_name, o.position, cur.contract_type,
          b.business_name, coalesce(fe.features, '[]'::json) as features
     from locations l
     left join content_order o on o.user_id = $1 and o.location_identifier = l.location_identifier
     left join location_names n on n.user_id = $1 and n.location_identifier = l.location_identifier
     left join business b on b.company = l.company and b.customer_code = l.customer_code
     left join features fe on fe.location_identifier = l.location_identifier
     ${currentContractLateral('l.location_identifier', '$3')}
    where l.location_identifier = any($2::text[])
    order by o.position nulls last, l.street_address, l.postal_code, l.location_identifier`,
);

/**
 * The viewer's content list: one item per use place they may see (`grants`, from core's
 * LocationAccess), in their content order. Places without a stored position come after the ordered
 * ones, by address, so a newly added place shows up predictably at the end.
 */
export async function loadContent(db: Queryable, userId: string, grants: readonly LocationGrant[], today: string): Promise<ContentItem[]> {
  if (grants.length === 0) return [];
  const ids = grants.map((g) => g.locationIdentifier);
  const { rows } = await db.query<ContentRow>(CONTENT_ROWS, [userId, ids, today]);
  const rightById = new Map(grants.map((g) => [g.locationIdentifier, g.right]));

  return rows.map((row, index) => {
    const right = rightById.get(row.location_identifier) ?? 'READ_ONLY';
    return {
      utilityType: row.utility_type,
      contentOwnerId: row.customer_code,
      contentType: row.contract_type ? 'CONTRACTS' : 'CREATE_CONTRACT',
      contractType: row.contract_type ?? contractTypeForUtility(row.utility_type),
      location: {
        locationIdentifier: row.location_identifier,
        displayName: row.display_name,
        name: row.name,
        address: `${row.street_address}, ${row.postal_code} ${row.city}`,
      },
      // Positions in the table may have gaps or ties; the wire order is the list position.
      order: index,
      // requirements §6: features are read-only per location *and per user*. A READ_ONLY viewer (a read-only
      // sub-user, a representative acting for the customer) gets every feature read-only, so each
      // plugin's feature-driven edit control (the budget's, …) hides without knowing about viewers.
      features: right === 'READ_ONLY' ? row.features.map((feature) => ({ ...feature, readOnly: true })) : row.features,
      meteringPointId: row.metering_point_id.trim(),
      accessRight: right,
      companyName: row.business_name,
      labels: row.labels,
      // Filled by the content route for places with the marketPrice feature (loadMarketPrice).
      marketPrice: null,
    };
  });
}
