import type { CompanyCode, Queryable } from '@portal/core/server';
import { DEVELOPMENT_PERSON_ID_KEY, hetuCheckChar, personIdDigest } from '../registration/personId';
import { insertRows } from './bulkInsert';
import type { DemoPlace } from './catalogTypes';
import { BUSINESS_CUSTOMER } from './demoUsers';
import { demoMeteringPointId } from './identifiers';

/**
 * The demo customer register (table customers) and the people behind it. The test identity provider
 * (registration/testIdp) offers the same people, so identifying as one of them finds their customer
 * codes. Individual numbers 900-999 are the range Finnish test environments use; the check characters
 * are computed, so every code is valid.
 */
export interface DemoPerson {
  readonly name: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly hetu: string;
  /** Customer codes the person holds: [company, code]. */
  readonly customers: readonly (readonly [CompanyCode, string])[];
  /** The address the register holds (admin search finds a customer without a login by it). */
  readonly email?: string;
}

const hetu = (datePart: string, sign: string, individual: string) => `${datePart}${sign}${individual}${hetuCheckChar(datePart, individual)}`;

export const DEMO_PERSONS: readonly DemoPerson[] = [
  { name: 'Matti Virtanen', givenName: 'Matti', familyName: 'Virtanen', hetu: hetu('150375', '-', '901'), customers: [['VARE', '1000001']] },
  { name: 'Liisa Korhonen', givenName: 'Liisa', familyName: 'Korhonen', hetu: hetu('020281', '-', '902'), customers: [['SV', '2000001']] },
  { name: 'Pekka Heikkinen', givenName: 'Pekka', familyName: 'Heikkinen', hetu: hetu('111168', '-', '903'), customers: [['KUO', '3000001']] },
  // A customer with a place and invoices but no portal login yet: the one a new person registers as.
  {
    name: 'Aino Lahtinen',
    givenName: 'Aino',
    familyName: 'Lahtinen',
    hetu: hetu('240792', '-', '904'),
    customers: [['VARE', '1000002']],
    email: 'aino.lahtinen@example.fi',
  },
  // A person who is nobody's customer: identifying succeeds, registration finds nothing.
  { name: 'Ville Testinen', givenName: 'Ville', familyName: 'Testinen', hetu: hetu('010101', 'A', '905'), customers: [] },
];

/** Customer codes without a portal login in the demo data set (their places have no owner grant). */
export const UNREGISTERED_CUSTOMER_CODES: readonly string[] = ['1000002'];

/** Aino Lahtinen's apartment: an ordinary household place, metered and invoiced like the others. */
export const UNREGISTERED_PLACES: readonly DemoPlace[] = [
  {
    locationIdentifier: 'VARE-1000002-01',
    company: 'VARE',
    customerCode: '1000002',
    meteringPointId: demoMeteringPointId('VARE', 1005),
    utilityType: 'ELECTRICITY',
    name: 'Kerrostalohuoneisto, Hovioikeudenpuistikko 11 A 6',
    street: 'Hovioikeudenpuistikko 11 A 6',
    postalCode: '65100',
    city: 'Vaasa',
    buildingType: 'Apartment',
    labels: [],
    resolutionMinutes: 15,
    temperatureArea: 'Vaasa',
    series: { kind: 'electricity', load: { profile: 'apartment', baseKw: 0.25, thermalScale: 0 } },
    contracts: [
      {
        id: 'C-1000002-01',
        contractType: 'ELECTRICITY',
        productName: 'Vare Vakaa',
        additionalName: 'Toistaiseksi voimassa oleva',
        pricing: 'FIXED',
        fixedPriceCKwh: 8.99,
        basicFeeEurMonth: 3.49,
        startDate: '2022-05-01',
        canHaveGreenPower: true,
      },
    ],
    features: [{ feature: 'consumption', enabled: true, readOnly: false }],
    showcaseQuality: false,
  },
];

/** Writes the register: every demo person's customer codes, and the business customer. */
export async function writeDemoCustomers(tx: Queryable): Promise<void> {
  const rows: unknown[][] = DEMO_PERSONS.flatMap((person) =>
    person.customers.map(([company, code]) => [
      company,
      code,
      'B2C',
      person.name,
      personIdDigest(DEVELOPMENT_PERSON_ID_KEY, person.hetu),
      null,
      null,
    ]),
  );
  rows.push([
    'VARE',
    BUSINESS_CUSTOMER.customerCode,
    'B2B',
    BUSINESS_CUSTOMER.businessName,
    null,
    BUSINESS_CUSTOMER.businessId,
    BUSINESS_CUSTOMER.businessName,
  ]);
  await insertRows(
    tx,
    'customers',
    ['company', 'customer_code', 'customer_type', 'holder_name', 'person_id_digest', 'business_id', 'business_name'],
    rows,
  );
  for (const person of DEMO_PERSONS) {
    if (!person.email) continue;
    await tx.query('update customers set email = $1 where (company, customer_code) in (select * from unnest($2::text[], $3::text[]))', [
      person.email,
      person.customers.map(([company]) => company),
      person.customers.map(([, code]) => code),
    ]);
  }
}
