import type { DemoAnswers } from '@portal/core';
import type {
  CompanyMember,
  EligibleLocationsResponse,
  ExistingUsersResponse,
  GrantedPlace,
  LabelRule,
  MyCompaniesResponse,
  Place,
  UserSettingsResponse,
} from '../contract/userManagement';

/**
 * requirements §7 demo mode for the user management page of demo user 1000000, the main user of the demo
 * business customers (the b2b plugin's demo companies DEMO-B1 and DEMO-B2, same codes). Adding a
 * sub-user, granting and removing places, labels and users act on this in-memory copy until the tab
 * reloads; no mail is sent. Transferring the main user's rights and adding or removing a customership
 * are not answered (501). Only the demo build loads this module.
 */
const DEMO_USER_ID = '1000000';
const BASE = '/api/v2/b2b/company/:companyReferenceId/user/:userId';

interface DemoSubUser {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly verified: boolean;
  locations: GrantedPlace[];
  labelRules: LabelRule[];
}

interface DemoCompany {
  readonly customerCode: string;
  readonly businessName: string;
  readonly places: readonly Place[];
  readonly labels: readonly string[];
  readonly subUsers: DemoSubUser[];
  readonly invitations: { email: string; createdAt: string }[];
}

const place = (locationIdentifier: string, name: string, address: string): Place => ({ locationIdentifier, name, address });

const COMPANIES: DemoCompany[] = [
  {
    customerCode: 'DEMO-B1',
    businessName: 'Esimerkki Oy',
    places: [
      place('DEMO-B1-001', 'Pääkonttori', 'Esimerkkikatu 1, 00100 Helsinki'),
      place('DEMO-B1-002', 'Varasto Vantaa', 'Varastotie 5, 00100 Helsinki'),
      place('DEMO-B1-003', 'Myymälä Kamppi', 'Kauppakatu 12, 00100 Helsinki'),
      place('DEMO-B1-004', 'Myymälä Itis', 'Ostoskuja 3, 00100 Helsinki'),
    ],
    labels: ['Myymälä', 'Toimisto', 'Varasto'],
    subUsers: [
      {
        userId: '1000010',
        email: 'kiinteistot@esimerkki.example',
        name: 'Kalle Kiinteistö',
        verified: true,
        locations: [{ ...place('DEMO-B1-002', 'Varasto Vantaa', 'Varastotie 5, 00100 Helsinki'), accessRight: 'FULL_ACCESS', expiresOn: null }],
        labelRules: [{ label: 'Myymälä', accessRight: 'READ_ONLY', expiresOn: null }],
      },
    ],
    invitations: [{ email: 'talous@esimerkki.example', createdAt: '2026-01-15T08:30:00.000Z' }],
  },
  {
    customerCode: 'DEMO-B2',
    businessName: 'Malli Kiinteistöt Oy',
    places: [
      place('DEMO-B2-001', 'Asunto Oy Mallitalo', 'Mallitie 8, 00100 Helsinki'),
      place('DEMO-B2-002', 'Asunto Oy Rivitalo', 'Rivikuja 2, 00100 Helsinki'),
    ],
    labels: ['Taloyhtiö'],
    subUsers: [],
    invitations: [],
  },
];

const companyOf = (params: Readonly<Record<string, string>>) => COMPANIES.find((c) => c.customerCode === params.companyReferenceId);

function member(user: DemoSubUser): CompanyMember {
  return {
    userId: user.userId,
    email: user.email,
    name: user.name,
    role: 'sub',
    verified: user.verified,
    placeCount: user.locations.length,
    fullAccessCount: user.locations.filter((l) => l.accessRight === 'FULL_ACCESS').length,
  };
}

function existingUsers(company: DemoCompany): ExistingUsersResponse {
  const main: CompanyMember = {
    userId: DEMO_USER_ID,
    email: 'demo@portal.example',
    name: 'Demo Asiakas',
    role: 'main',
    verified: true,
    placeCount: company.places.length,
    fullAccessCount: company.places.length,
  };
  return { users: [main, ...company.subUsers.map(member)], invitations: company.invitations.map((i) => ({ ...i })) };
}

/** The sub-user named in the query or body, or undefined (404, as a foreign user answers). */
function subUserOf(company: DemoCompany | undefined, subUserId: unknown): DemoSubUser | undefined {
  return company?.subUsers.find((u) => u.userId === subUserId);
}

function settings(params: Readonly<Record<string, string>>): UserSettingsResponse | undefined {
  const user = subUserOf(companyOf(params), params.subUserId);
  return user
    ? { user: member(user), locations: user.locations.map((l) => ({ ...l })), labelRules: user.labelRules.map((r) => ({ ...r })) }
    : undefined;
}

function eligible(params: Readonly<Record<string, string>>): EligibleLocationsResponse | undefined {
  const company = companyOf(params);
  if (!company) return undefined;
  const user = params.subUserId ? subUserOf(company, params.subUserId) : undefined;
  if (params.subUserId && !user) return undefined;
  const has = new Set(user?.locations.map((l) => l.locationIdentifier));
  return { locations: company.places.filter((p) => !has.has(p.locationIdentifier)), labels: [...company.labels] };
}

const ok = { ok: true as const };
const badRequest = (field: string) => Response.json({ code: 'BAD_REQUEST', message: `${field} is invalid`, field }, { status: 400 });
const isAccessRight = (value: unknown): value is GrantedPlace['accessRight'] => value === 'READ_ONLY' || value === 'FULL_ACCESS';

/** A new address is invited (no demo login exists for it): the invitation shows in the list. */
function create(params: Readonly<Record<string, string>>, body: unknown) {
  const company = companyOf(params);
  if (!company) return undefined;
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return badRequest('email');
  const address = email.trim().toLowerCase();
  if (!company.invitations.some((i) => i.email === address)) company.invitations.push({ email: address, createdAt: new Date().toISOString() });
  return { outcome: 'invited' as const, userId: null };
}

function updateAccessRights(params: Readonly<Record<string, string>>, body: unknown) {
  const company = companyOf(params);
  const input = (body ?? {}) as { subUserId?: unknown; locations?: unknown; labels?: unknown; expiresOn?: unknown };
  const user = subUserOf(company, input.subUserId);
  if (!company || !user) return undefined;
  const locations = Array.isArray(input.locations) ? (input.locations as { locationIdentifier?: unknown; accessRight?: unknown }[]) : [];
  const labels = Array.isArray(input.labels) ? (input.labels as { label?: unknown; accessRight?: unknown }[]) : [];
  if (locations.length === 0 && labels.length === 0) return badRequest('locations');
  const expiresOn = typeof input.expiresOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.expiresOn) ? input.expiresOn : null;
  for (const entry of locations) {
    const found = company.places.find((p) => p.locationIdentifier === entry.locationIdentifier);
    if (!found) return undefined;
    if (!isAccessRight(entry.accessRight)) return badRequest('locations');
  }
  for (const entry of labels)
    if (typeof entry.label !== 'string' || !entry.label.trim() || !isAccessRight(entry.accessRight)) return badRequest('labels');
  for (const entry of locations) {
    const found = company.places.find((p) => p.locationIdentifier === entry.locationIdentifier)!;
    user.locations = [
      ...user.locations.filter((l) => l.locationIdentifier !== found.locationIdentifier),
      { ...found, accessRight: entry.accessRight as GrantedPlace['accessRight'], expiresOn },
    ];
  }
  for (const entry of labels) {
    const label = (entry.label as string).trim();
    user.labelRules = [
      ...user.labelRules.filter((r) => r.label !== label),
      { label, accessRight: entry.accessRight as LabelRule['accessRight'], expiresOn },
    ];
  }
  // The real route answers the sub-user's settings as they now are.
  return settings({ ...params, subUserId: user.userId });
}

function remove(params: Readonly<Record<string, string>>, body: unknown, what: 'location' | 'allLocations' | 'label' | 'user') {
  const company = companyOf(params);
  const input = (body ?? {}) as { subUserId?: unknown; locationIdentifier?: unknown; label?: unknown };
  const user = subUserOf(company, input.subUserId);
  if (!company || !user) return undefined;
  // A place or label the sub-user does not have answers 404, as the real route does.
  if (what === 'location' && !user.locations.some((l) => l.locationIdentifier === input.locationIdentifier)) return undefined;
  if (what === 'label' && !user.labelRules.some((r) => r.label === input.label)) return undefined;
  if (what === 'location') user.locations = user.locations.filter((l) => l.locationIdentifier !== input.locationIdentifier);
  if (what === 'allLocations') user.locations = [];
  if (what === 'label') user.labelRules = user.labelRules.filter((r) => r.label !== input.label);
  if (what === 'user') company.subUsers.splice(company.subUsers.indexOf(user), 1);
  return ok;
}

export const userManagementDemoAnswers = {
  companies: {
    route: 'GET /api/v2/b2b/user/:userId/userManagement/companies',
    answer: (): MyCompaniesResponse => ({
      companies: COMPANIES.map((c) => ({ customerCode: c.customerCode, businessName: c.businessName, role: 'main' })),
    }),
  },
  existingUsers: {
    route: `GET ${BASE}/existingUsers`,
    answer: (params) => {
      const company = companyOf(params);
      return company ? existingUsers(company) : undefined;
    },
  },
  settings: { route: `GET ${BASE}/settings`, answer: (params) => settings(params) },
  eligibleLocations: { route: `GET ${BASE}/eligibleLocations`, answer: (params) => eligible(params) },
  create: { route: `POST ${BASE}/create`, answer: (params, body) => create(params, body) },
  updateAccessRights: { route: `POST ${BASE}/updateAccessRights`, answer: (params, body) => updateAccessRights(params, body) },
  removeLocation: { route: `POST ${BASE}/removeLocation`, answer: (params, body) => remove(params, body, 'location') },
  removeAllLocations: { route: `POST ${BASE}/removeAllLocations`, answer: (params, body) => remove(params, body, 'allLocations') },
  removeLabel: { route: `POST ${BASE}/removeLabel`, answer: (params, body) => remove(params, body, 'label') },
  removeUser: { route: `POST ${BASE}/removeUser`, answer: (params, body) => remove(params, body, 'user') },
} satisfies DemoAnswers;
