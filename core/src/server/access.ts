import type { ACCESS_RIGHTS } from '../domain/enumerations';
import type { CompanyCode } from '../permissions/permissionKeys';

/** SPEC §3 user access rights. */
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** How the user came to see a use place. Representatives only ever hold READ_ONLY. */
export type AccessRelation = 'owner' | 'subUser' | 'representative';

export type LocationAction = 'read' | 'write';

/**
 * A representative acting for the customer whose id the route names (path role `activeUserId`,
 * docs/representation.md). The handler's user is then the customer, with this saying who really asks.
 */
export interface ActingRepresentative {
  /** The representative's own user id (the signed-in caller). */
  readonly id: string;
  readonly email: string;
  /** What is being looked at, for the grantor's view log: the route's plugin id (e.g. `consumption`). */
  readonly viewing: string;
}

/** The signed-in user as the server knows it for one request. */
export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly groups: readonly string[];
  /**
   * Set only while a representative acts for this user: the user is then the represented customer
   * (with no groups, so no permissions), LocationAccess yields only the places the customer granted
   * to the representative, always READ_ONLY, and the guard has already refused every write route.
   */
  readonly representedBy?: ActingRepresentative;
}

export interface LocationGrant {
  readonly locationIdentifier: string;
  readonly right: AccessRight;
  readonly relation: AccessRelation;
}

/**
 * Who may see what (DESIGN §5): session → user → the use places the user may see → the action.
 * Every server route that touches a use place goes through this, never through its own query.
 */
export interface LocationAccess {
  /** The use places the user may see at this company's portal. */
  visibleLocations(user: AuthenticatedUser, company: CompanyCode): Promise<readonly LocationGrant[]>;
  /**
   * The grant for one use place. Throws ApiError NOT_FOUND when the user may not see it (a foreign id
   * answers as if it did not exist) and FORBIDDEN when a read-only grant is asked to write.
   */
  requireLocation(
    user: AuthenticatedUser,
    company: CompanyCode,
    locationIdentifier: string,
    action: LocationAction,
  ): Promise<LocationGrant>;
}
