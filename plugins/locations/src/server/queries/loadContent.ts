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
}

interface FeatureRow {
  location_identifier: string;
  feature: string;
  enabled: boolean;
  read_only: boolean;
  qualifiers: { type: string; description: string }[];
}

// Prepared: the content list is every signed-in page's first read, and planning the lateral contract
// join cost several times its execution (EXPLAIN ANALYZE on the 45-place demo business user).
const CONTENT_ROWS = preparedSql(
  'location_content_rows',
  `select l.location_identifier, l.utility_type, l.customer_code, l.name, l.street_address, l.postal_code,
          l.city, l.metering_point_id, l.labels, n.display_name, o.position, cur.contract_type,
          (select cs.business_name from customerships cs
            where cs.company = l.company and cs.customer_code = l.customer_code
              and cs.customer_type = 'B2B' and cs.business_name is not null
            order by cs.user_id limit 1) as business_name
     from locations l
     left join content_order o on o.user_id = $1 and o.location_identifier = l.location_identifier
     left join location_names n on n.user_id = $1 and n.location_identifier = l.location_identifier
     ${currentContractLateral('l.location_identifier', '$3')}
    where l.location_identifier = any($2::text[])
    order by o.position nulls last, l.street_address, l.postal_code, l.location_identifier`,
);

const CONTENT_FEATURES = preparedSql(
  'location_content_features',
  `select location_identifier, feature, enabled, read_only, qualifiers
     from location_features where location_identifier = any($1::text[]) order by feature`,
);

/**
 * The viewer's content list: one item per use place they may see (`grants`, from core's
 * LocationAccess), in their content order. Places without a stored position come after the ordered
 * ones, by address, so a newly added place shows up predictably at the end.
 */
export async function loadContent(
  db: Queryable,
  userId: string,
  grants: readonly LocationGrant[],
  today: string,
): Promise<ContentItem[]> {
  if (grants.length === 0) return [];
  const ids = grants.map((g) => g.locationIdentifier);
  const [{ rows }, features] = await Promise.all([
    db.query<ContentRow>(CONTENT_ROWS, [userId, ids, today]),
    db.query<FeatureRow>(CONTENT_FEATURES, [ids]),
  ]);
  const rightById = new Map(grants.map((g) => [g.locationIdentifier, g.right]));
  // Grouped once: a business user has dozens of places with several features each.
  const featuresById = new Map<string, ContentItem['features']>();
  for (const f of features.rows) {
    const list = featuresById.get(f.location_identifier) ?? [];
    list.push({ feature: f.feature, enabled: f.enabled, readOnly: f.read_only, qualifiers: f.qualifiers });
    featuresById.set(f.location_identifier, list);
  }

  return rows.map((row, index) => ({
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
    features: featuresById.get(row.location_identifier) ?? [],
    meteringPointId: row.metering_point_id.trim(),
    accessRight: rightById.get(row.location_identifier) ?? 'READ_ONLY',
    companyName: row.business_name,
    labels: row.labels,
  }));
}
