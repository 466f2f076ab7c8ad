import { ApiError, notFound, type AccessRight, type AuthenticatedUser, type LocationAction, type ServerPluginContext } from '@portal/core/server';
import type { CompanyScope } from './companyScope';

export type MeteredUtility = 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';

/** One metering point behind a B2B location: the place itself, or one member of a composite. */
export interface MemberPlace {
  readonly locationIdentifier: string;
  readonly meteringPointId: string;
  readonly utilityType: MeteredUtility;
  readonly resolutionMinutes: 15 | 60;
}

/** What `:compositeLocationIdentifier` names: a plain use place or a composite of them (requirements §3). */
export interface CompanyLocation {
  readonly identifier: string;
  readonly isComposite: boolean;
  readonly name: string;
  readonly utilityType: MeteredUtility;
  /** The metering points whose intervals make the location's consumption (one for a plain place). */
  readonly members: readonly MemberPlace[];
  readonly right: AccessRight;
}

interface MemberRow {
  location_identifier: string;
  metering_point_id: string;
  utility_type: MeteredUtility;
  resolution_minutes: number;
  access_right: AccessRight | null;
}

const MEMBER_COLUMNS = `l.location_identifier, l.metering_point_id, l.utility_type, l.resolution_minutes::int as resolution_minutes`;

function toMember(row: MemberRow): MemberPlace {
  return {
    locationIdentifier: row.location_identifier,
    meteringPointId: row.metering_point_id,
    utilityType: row.utility_type,
    resolutionMinutes: row.utility_type === 'DISTRICT_HEATING' || row.resolution_minutes === 60 ? 60 : 15,
  };
}

/**
 * Resolves a location path parameter inside a company the caller may act for. A composite is the main
 * user's to read and change; a sub-user sees it only when every member is theirs, and may change it
 * never. A plain place goes through core's LocationAccess (foreign → 404, read-only writing → 403) and
 * must belong to the company the path names (another company's place → 404).
 */
export async function requireCompanyLocation(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  scope: CompanyScope,
  identifier: string,
  action: LocationAction,
): Promise<CompanyLocation> {
  const composite = await context.db.query<{ name: string }>(
    `select name from composite_locations where composite_location_identifier = $1 and company = $2 and customer_code = $3`,
    [identifier, scope.company, scope.customerCode],
  );
  const compositeRow = composite.rows[0];
  if (compositeRow) {
    const { rows } = await context.db.query<MemberRow>(
      `select ${MEMBER_COLUMNS}, la.access_right
         from locations l left join location_access la on la.location_identifier = l.location_identifier and la.user_id = $2
        where l.composite_location_identifier = $1 order by l.location_identifier`,
      [identifier, user.id],
    );
    if (!scope.isMainUser && rows.some((row) => row.access_right === null)) throw notFound('Location');
    const right: AccessRight = scope.isMainUser ? 'FULL_ACCESS' : 'READ_ONLY';
    if (action === 'write' && right !== 'FULL_ACCESS') throw new ApiError('FORBIDDEN', 'Read-only access to this location');
    const members = rows.map(toMember);
    return {
      identifier,
      isComposite: true,
      name: compositeRow.name,
      utilityType: members[0]?.utilityType ?? 'ELECTRICITY',
      members,
      right,
    };
  }
  const grant = await context.access.requireLocation(user, scope.company, identifier, action);
  const { rows } = await context.db.query<MemberRow & { name: string }>(
    `select ${MEMBER_COLUMNS}, null as access_right, l.name from locations l where l.location_identifier = $1 and l.customer_code = $2`,
    [identifier, scope.customerCode],
  );
  const row = rows[0];
  if (!row) throw notFound('Location');
  const member = toMember(row);
  return { identifier, isComposite: false, name: row.name, utilityType: member.utilityType, members: [member], right: grant.right };
}
