import { SERVICE_ROUTES } from '../contract/paths';
import type { DemoAnswers } from '@portal/core';
import type { FaultDisruptionsResponse } from '../contract/faultReport';
import type { CustomerRequestsResponse } from '../contract/serviceRequest';

/**
 * requirements §7 demo mode: the plugin's customer GETs answered with canned data — the demo house's requests
 * (one being handled, one done) and the known-disruption check (none known). Shapes are the
 * contract's (a test parses them with its schemas).
 */
const REQUESTS: CustomerRequestsResponse = {
  items: [
    {
      reference: 'DEMO-2026-000002',
      kind: 'FAULT_REPORT',
      topic: 'ELECTRICITY',
      locationIdentifier: 'DEMO-HOME',
      placeName: 'Koti',
      status: 'IN_PROGRESS',
      statusNote: 'Asentaja on tulossa tänään.',
      createdAt: '2026-06-09T07:15:00.000Z',
      updatedAt: '2026-06-09T08:00:00.000Z',
      details: { fault: 'PARTIAL_POWER', description: 'Keittiön pistorasiat eivät toimi.', startedAt: '2026-06-09T06:40:00.000Z' },
    },
    {
      reference: 'DEMO-2026-000001',
      kind: 'SERVICE_REQUEST',
      topic: 'INVOICE',
      locationIdentifier: 'DEMO-HOME',
      placeName: 'Koti',
      status: 'DONE',
      statusNote: 'Lasku on korjattu.',
      createdAt: '2026-05-02T10:00:00.000Z',
      updatedAt: '2026-05-04T12:30:00.000Z',
      details: { message: 'Toukokuun laskussa on kaksi perusmaksua.', invoiceNumber: '100200300' },
    },
  ],
  places: [
    {
      locationIdentifier: 'DEMO-HOME',
      name: 'Koti',
      address: 'Demokatu 1, 65100 Vaasa',
      utilityType: 'ELECTRICITY',
      writable: true,
      faultReport: true,
    },
  ],
  movingService: true,
};

export const serviceRequestsDemoAnswers = {
  serviceRequests: { route: `GET /api${SERVICE_ROUTES.serviceRequests}`, answer: () => REQUESTS },
  faultDisruptions: { route: `GET /api${SERVICE_ROUTES.faultDisruptions}`, answer: () => ({ disruptions: [] }) satisfies FaultDisruptionsResponse },
} satisfies DemoAnswers;
