import { describe, expect, it } from 'vitest';
import { normalizeHetu } from '../registration/personId';
import { demoCatalog } from './catalog';
import { DEMO_PERSONS, UNREGISTERED_CUSTOMER_CODES } from './demoCustomers';
import { BUSINESS_CUSTOMER } from './demoUsers';

describe('demo customer register', () => {
  const catalog = demoCatalog();
  const registered = new Set([...DEMO_PERSONS.flatMap((p) => p.customers.map(([, code]) => code)), BUSINESS_CUSTOMER.customerCode]);

  it('holds every customer code that has places, and the test persons have valid identity codes', () => {
    for (const place of catalog.places) expect(registered.has(place.customerCode), place.locationIdentifier).toBe(true);
    for (const person of DEMO_PERSONS) expect(normalizeHetu(person.hetu), person.name).toBe(person.hetu);
  });

  it('leaves the unregistered customer’s places without any grant, and names each demo user’s code after its person', () => {
    const unregistered = catalog.places.filter((p) => UNREGISTERED_CUSTOMER_CODES.includes(p.customerCode)).map((p) => p.locationIdentifier);
    expect(unregistered).toEqual(['VARE-1000002-01']);
    expect(catalog.grants.filter((g) => unregistered.includes(g.locationIdentifier))).toEqual([]);
    for (const user of catalog.users.filter((u) => u.customerships.some((c) => c.customerType === 'B2C'))) {
      const person = DEMO_PERSONS.find((p) => p.name === user.name);
      expect(
        person?.customers.map(([company, code]) => `${company}:${code}`),
        user.email,
      ).toEqual(user.customerships.map((c) => `${c.company}:${c.customerCode}`));
    }
  });
});
