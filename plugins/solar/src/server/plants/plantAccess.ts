import { ApiError, notFound, type AuthenticatedUser, type LocationGrant, type ServerPluginContext } from '@portal/core/server';
import { plantsOf, type PlantRow } from './plantRows';

/** A plant the caller may see, and whether they may manage it (link, unlink, delete). */
export interface VisiblePlant {
  readonly row: PlantRow;
  readonly canManage: boolean;
}

/** Who may manage: the owner of a place, or a FULL_ACCESS sub-user (requirements §6; issue 13). */
const manages = (grant: LocationGrant) => grant.relation === 'owner' || grant.right === 'FULL_ACCESS';

/**
 * The caller's plants, through core's LocationAccess only (DESIGN §5): a plant belongs to a customer,
 * so it is visible to whoever sees a place of that customer, or the place it is linked to. A linked
 * plant is managed by whoever may manage its place; an unlinked one by whoever manages a place of
 * its customer.
 */
export async function visiblePlants(context: ServerPluginContext, user: AuthenticatedUser): Promise<VisiblePlant[]> {
  const grants = await context.access.visibleLocations(user, context.company);
  if (grants.length === 0) return [];
  const byLocation = new Map(grants.map((grant) => [grant.locationIdentifier, grant]));
  const { rows: places } = await context.db.query<{ location_identifier: string; customer_code: string }>(
    'select location_identifier, customer_code from locations where location_identifier = any($1::text[])',
    [[...byLocation.keys()]],
  );
  const customerOf = new Map(places.map((place) => [place.location_identifier, place.customer_code]));
  const customers = [...new Set(places.map((place) => place.customer_code))];
  const rows = await plantsOf(context.db, context.company, customers, [...byLocation.keys()]);
  return rows.map((row) => {
    const linked = row.location_identifier ? byLocation.get(row.location_identifier) : undefined;
    const canManage = linked
      ? manages(linked)
      : grants.some((grant) => customerOf.get(grant.locationIdentifier) === row.customer_code && manages(grant));
    return { row, canManage };
  });
}

/** One plant of the caller's; a foreign or unknown id answers 404 alike. */
export async function requirePlant(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  panelId: string,
  action: 'read' | 'manage' = 'read',
): Promise<VisiblePlant> {
  const plant = (await visiblePlants(context, user)).find((candidate) => candidate.row.id === panelId);
  if (!plant) throw notFound('Panel');
  if (action === 'manage' && !plant.canManage) throw new ApiError('FORBIDDEN', 'Only the owner or a user with full access may change this plant');
  return plant;
}
