import type { DemoAnswers } from '@portal/core';
import { addLocalDays, formatLocalDate, helsinkiParts, parseLocalDate } from '@portal/domain';
import type { CurrentResponse, EligiblePlace, Representation, ViewLogResponse, VisibilityResponse } from '../contract/representation';

/**
 * requirements §7 demo mode for the read-rights pages of demo user 1000000: one right given (to a family
 * member, for the home), one received, the view log and who sees the places. Granting, removing and
 * renewing act on this in-memory copy until the tab reloads; no invitation mail is sent and the
 * activation link and "acting for" are not answered (501). Only the demo build loads this module.
 */
const DEMO_USER_ID = '1000000';
const BASE = '/api/v2/representatives/user/:userId';

const HOME: EligiblePlace = { locationIdentifier: 'DEMO-HOME', name: 'Koti', address: 'Esimerkkikatu 1, 65100 Vaasa' };
const HEAT: EligiblePlace = { locationIdentifier: 'DEMO-HEAT', name: 'Omakotitalo, kaukolämpö', address: 'Esimerkkikatu 1, 65100 Vaasa' };

function today(): string {
  const { year, month, day } = helsinkiParts(new Date());
  return formatLocalDate({ year, month, day });
}

/** One year from today (the real default last day of a read right); 29 February moves to 1 March. */
function oneYearAhead(): string {
  const { year, month, day } = parseLocalDate(today());
  return month === 2 && day === 29 ? formatLocalDate({ year: year + 1, month: 3, day: 1 }) : formatLocalDate({ year: year + 1, month, day });
}

const daysAgoIso = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const given: Representation[] = [
  {
    id: 'demo-rep-1',
    status: 'active',
    counterpartName: 'Maija Esimerkki',
    counterpartEmail: 'maija@example.com',
    grantorId: DEMO_USER_ID,
    places: [HOME],
    createdAt: daysAgoIso(40),
    activatedAt: daysAgoIso(39),
    expiresOn: addLocalDays(today(), 20),
  },
];

const received: Representation[] = [
  {
    id: 'demo-rep-2',
    status: 'active',
    counterpartName: 'Aino Asiakas',
    counterpartEmail: 'aino@example.com',
    grantorId: '1000001',
    places: [{ locationIdentifier: 'DEMO-AINO', name: 'Kesämökki', address: 'Rantatie 4, 66100 Maalahti' }],
    createdAt: daysAgoIso(100),
    activatedAt: daysAgoIso(99),
    expiresOn: addLocalDays(today(), 200),
  },
];

const current = (): CurrentResponse => ({ given: given.map((g) => ({ ...g, places: [...g.places] })), received: [...received] });

function create(body: unknown): CurrentResponse | Response {
  const { email, locationIdentifiers, expiresOn } = (body ?? {}) as { email?: unknown; locationIdentifiers?: unknown; expiresOn?: unknown };
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return badRequest('email');
  const ids = Array.isArray(locationIdentifiers) ? locationIdentifiers : [];
  const places = [HOME, HEAT].filter((p) => ids.includes(p.locationIdentifier));
  if (places.length === 0 || places.length !== ids.length) return badRequest('locationIdentifiers');
  const normalized = email.trim().toLowerCase();
  given.push({
    id: `demo-rep-${Date.now().toString(36)}`,
    status: 'pending',
    counterpartName: normalized,
    counterpartEmail: normalized,
    grantorId: DEMO_USER_ID,
    places,
    createdAt: new Date().toISOString(),
    activatedAt: null,
    expiresOn: typeof expiresOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) ? expiresOn : oneYearAhead(),
  });
  return current();
}

function change(body: unknown, action: 'remove' | 'renew'): CurrentResponse | undefined {
  const id = (body as { representationId?: unknown } | undefined)?.representationId;
  const index = given.findIndex((g) => g.id === id);
  if (index < 0) return undefined;
  if (action === 'remove') given.splice(index, 1);
  else given[index] = { ...given[index]!, expiresOn: oneYearAhead() };
  return current();
}

const badRequest = (field: string) => Response.json({ code: 'BAD_REQUEST', message: `${field} is invalid`, field }, { status: 400 });

const views = (): ViewLogResponse => ({
  views: [
    { representativeName: 'Maija Esimerkki', locationIdentifier: 'DEMO-HOME', placeName: 'Koti', kind: 'consumption', at: daysAgoIso(2) },
    { representativeName: 'Maija Esimerkki', locationIdentifier: 'DEMO-HOME', placeName: 'Koti', kind: 'invoices', at: daysAgoIso(5) },
  ],
});

const visibility = (): VisibilityResponse => ({
  viewers: given
    .filter((g) => g.status === 'active')
    .map((g) => ({
      name: g.counterpartName,
      email: g.counterpartEmail,
      relation: 'representative' as const,
      accessRight: 'READ_ONLY' as const,
      places: g.places.map((p) => ({ locationIdentifier: p.locationIdentifier, name: p.name })),
    })),
});

export const representationDemoAnswers = {
  eligible: { route: `GET ${BASE}/eligible`, answer: () => ({ places: [HOME, HEAT] }) },
  current: { route: `GET ${BASE}/current`, answer: () => current() },
  views: { route: `GET ${BASE}/views`, answer: () => views() },
  visibility: { route: `GET ${BASE}/visibility`, answer: () => visibility() },
  create: { route: `POST ${BASE}/create`, answer: (_params, body) => create(body) },
  remove: { route: `POST ${BASE}/remove`, answer: (_params, body) => change(body, 'remove') },
  renew: { route: `POST ${BASE}/renew`, answer: (_params, body) => change(body, 'renew') },
} satisfies DemoAnswers;
