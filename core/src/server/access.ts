import type { ACCESS_RIGHTS } from '../shared/userEnumerations';
import type { CompanyCode } from '../permissions/permissionKeys';

/** requirements §3 user access rights. */
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** How the user came to see a use place. Representatives only ever hold READ_ONLY. */
export type AccessRelation = 'owner' | 'subUser' | 'representative';

export type LocationAction = 'read' | 'write';

/**
 * Who may act for a customer on an `activeUserId` route: a representative the customer granted read
 * rights (docs/representation.md), or an administrator with `admin.users` and the customer's company
 * (docs/admin.md "View as the customer"). Both read only; they differ in what they see (granted places
 * or all the customer's places) and where each look is logged (the customer's view log or the audit log).
 */
export type ActingKind = 'representative' | 'admin';

/**
 * Someone acting for the customer whose id the route names (path role `activeUserId`). The handler's
 * user is then the customer, with this saying who really asks.
 */
export interface ActingRepresentative {
  /** Absent on a representative (the first kind there was); 'admin' for an administrator viewing as the customer. */
  readonly kind?: ActingKind;
  /** The acting person's own user id (the signed-in caller). */
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
   * Set only while someone acts for this user: the user is then the represented customer (with no
   * groups, so no permissions) and the guard has already refused every write route. LocationAccess
   * yields, always READ_ONLY, only the places the customer granted a representative, or all the
   * customer's places at this company to an administrator (kind 'admin').
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
  requireLocation(user: AuthenticatedUser, company: CompanyCode, locationIdentifier: string, action: LocationAction): Promise<LocationGrant>;
}
