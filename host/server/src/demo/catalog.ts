import { BUSINESS_PLACE_COUNT, COMPOSITE, businessPlaces } from './businessPlaces';
import type { DemoCatalog, DemoGrant, DemoPlace } from './catalogTypes';
import { UNREGISTERED_CUSTOMER_CODES, UNREGISTERED_PLACES } from './demoCustomers';
import { DEMO_USERS } from './demoUsers';
import { PRIVATE_PLACES } from './privatePlaces';

const OWNER_BY_CUSTOMER: Record<string, string> = {
  '1000001': 'vare',
  '2000001': 'sv',
  '3000001': 'kuo',
  '1500001': 'business',
};

/** Of the business places, the sub-user sees the first dozen: every other one read-only. */
const SUB_USER_PLACES = 12;

/**
 * The whole static catalogue. Owners get FULL_ACCESS to their places; the sub-user a mix; the
 * representative read rights to the SV customer's places (requirements §6): the access rows of the active
 * grant the representation plugin's demo data writes (docs/representation.md).
 */
export function demoCatalog(): DemoCatalog {
  const business = businessPlaces();
  if (business.length !== BUSINESS_PLACE_COUNT) throw new Error('business place count drifted');
  const places: DemoPlace[] = [...PRIVATE_PLACES, ...UNREGISTERED_PLACES, ...business];

  // A customer who has not registered yet has places but nobody who sees them (registration adds the owner).
  const grants: DemoGrant[] = places.flatMap((place): DemoGrant[] => {
    if (UNREGISTERED_CUSTOMER_CODES.includes(place.customerCode)) return [];
    const owner = OWNER_BY_CUSTOMER[place.customerCode];
    if (!owner) throw new Error(`no owner for ${place.locationIdentifier}`);
    return [{ userKey: owner, locationIdentifier: place.locationIdentifier, relation: 'owner', accessRight: 'FULL_ACCESS' }];
  });
  business.slice(0, SUB_USER_PLACES).forEach((place, i) => {
    grants.push({
      userKey: 'subUser',
      locationIdentifier: place.locationIdentifier,
      relation: 'subUser',
      accessRight: i % 2 === 0 ? 'READ_ONLY' : 'FULL_ACCESS',
    });
  });
  for (const place of places.filter((p) => p.customerCode === '2000001')) {
    grants.push({ userKey: 'representative', locationIdentifier: place.locationIdentifier, relation: 'representative', accessRight: 'READ_ONLY' });
  }

  return {
    users: DEMO_USERS,
    composites: [COMPOSITE],
    places,
    grants,
    locationNames: [
      { userKey: 'vare', locationIdentifier: 'VARE-1000001-01', name: 'Koti' },
      { userKey: 'vare', locationIdentifier: 'VARE-1000001-03', name: 'Mökki' },
      { userKey: 'kuo', locationIdentifier: 'KUO-3000001-02', name: 'Kaukolämpö' },
    ],
  };
}
