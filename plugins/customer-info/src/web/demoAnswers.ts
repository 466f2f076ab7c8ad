import type { DemoAnswers } from '@portal/core';
import { customershipUpdateSchema, type Customership, type UserContract } from '../contract';

/**
 * requirements §7 demo mode ("user info") for `/asiakastiedot` of demo user 1000000: the customership at this
 * company (editable) and an older one at another company, the contracts of the demo places (the
 * contracts plugin's DEMO-C1 and DEMO-C2) and no new contracts. Saving a customership changes an
 * in-memory copy that lasts until the tab reloads (docs/demo-mode.md). The contact card reads
 * `/api/v2/me`, which the host answers. Only the demo build loads this module.
 */
const ADDRESS = { streetAddress: 'Esimerkkikatu 1', postalCode: '65100', city: 'Vaasa' };

const customerships: Customership[] = [
  {
    company: 'VARE',
    companyName: 'Vare Energia Oy',
    customerCode: 'DEMO-1',
    customerType: 'B2C',
    businessName: null,
    businessId: null,
    phone: '+358401234567',
    address: { ...ADDRESS },
    invoicingAddress: { name: null, streetAddress: null, postalCode: null, city: null },
    editable: true,
  },
  {
    company: 'OTHER',
    companyName: 'Toinen Energia Oy',
    customerCode: 'DEMO-OLD-7',
    customerType: 'B2C',
    businessName: null,
    businessId: null,
    phone: null,
    address: { streetAddress: 'Vanhatie 3', postalCode: '00100', city: 'Helsinki' },
    invoicingAddress: { name: null, streetAddress: null, postalCode: null, city: null },
    editable: false,
  },
];

const PLACE_ADDRESS = 'Esimerkkikatu 1, 65100 Vaasa';
const CONTRACTS: readonly UserContract[] = [
  {
    contractId: 'DEMO-C1',
    contractType: 'ELECTRICITY',
    productName: 'Sähkö Kiinteä 12 kk',
    additionalName: null,
    locationIdentifier: 'DEMO-HOME',
    locationName: 'Koti',
    address: PLACE_ADDRESS,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    state: 'ACTIVE',
  },
  {
    contractId: 'DEMO-C2',
    contractType: 'DISTRICT_HEATING',
    productName: 'Kaukolämpö Perus',
    additionalName: null,
    locationIdentifier: 'DEMO-HEAT',
    locationName: 'Omakotitalo, kaukolämpö',
    address: PLACE_ADDRESS,
    startDate: '2019-09-01',
    endDate: null,
    state: 'ACTIVE',
  },
];

/** A field left out stays as it is, null clears it (the real PATCH's rule). */
function update(customership: Customership, body: unknown): Customership | Response {
  const result = customershipUpdateSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const error = { code: 'BAD_REQUEST', message: issue?.message ?? 'Invalid body', field: ['body', ...(issue?.path ?? [])].join('.') };
    return new Response(JSON.stringify({ error }), { status: 400, headers: { 'content-type': 'application/json' } });
  }
  const change = result.data;
  const pick = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
  customership.phone = pick(change.phone, customership.phone);
  customership.address = {
    streetAddress: pick(change.streetAddress, customership.address.streetAddress),
    postalCode: pick(change.postalCode, customership.address.postalCode),
    city: pick(change.city, customership.address.city),
  };
  customership.invoicingAddress = {
    name: pick(change.invoicingName, customership.invoicingAddress.name),
    streetAddress: pick(change.invoicingStreetAddress, customership.invoicingAddress.streetAddress),
    postalCode: pick(change.invoicingPostalCode, customership.invoicingAddress.postalCode),
    city: pick(change.invoicingCity, customership.invoicingAddress.city),
  };
  return customership;
}

export const customerInfoDemoAnswers = {
  userInfo: { route: 'GET /api/v2/user/:userId/customerships', answer: () => ({ customerships }) },
  userContracts: { route: 'GET /api/v2/user/:userId/contracts', answer: () => ({ contracts: [...CONTRACTS] }) },
  newContractInfo: { route: 'GET /api/v2/user/:userId/newContractInfo', answer: () => ({ hasNewContracts: false, newContracts: [] }) },
  updateCustomership: {
    route: 'PATCH /api/v1/user/:userId/customerships/:customerCode',
    // Another company's customership is changed in its own portal: not found here, as on the server.
    answer: (params, body) => {
      const customership = customerships.find((item) => item.editable && item.customerCode === params.customerCode);
      return customership ? update(customership, body) : undefined;
    },
  },
} satisfies DemoAnswers;
