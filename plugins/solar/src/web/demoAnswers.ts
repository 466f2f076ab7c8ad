import type { DemoAnswers } from '@portal/core';
import { SOLAR_ROUTES, type MicroSummary, type PanelDetails, type PanelSummary } from '../contract';

/**
 * SPEC §7 demo mode: the named operations "panel info", "panel details" and "unlink production"
 * answered with canned data instead of calling the server. One plant on the demo house; the shapes
 * are the contract's (a test parses them with its schemas).
 */
const INFO: PanelSummary['panels'][number] = {
  panelId: 'DEMO-PV',
  panelName: 'Talon katto',
  locationIdentifier: 'DEMO-HOME',
  locationName: 'Koti',
  energyLast24Hours: 18.4,
  energyLast12Months: 7020,
  energyUnit: 'kWh',
  powerNow: 2.35,
  powerUnit: 'kW',
  powerMeasuredAt: '2026-06-10T09:45:00.000Z',
  canManage: true,
};

const DETAILS: PanelDetails = {
  ...INFO,
  latitude: 63.096,
  longitude: 21.616,
  kWp: 8.4,
  savings: { co2Kg: 491, electricCarKm: 41294, saunaHeats: 702 },
  panels: [{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }],
  inverters: [{ nominalPowerKw: 8, commissionDate: '2023-05-15', model: 'Fronius Symo 8.2-3-M', serialNumber: 'DEMO-0001' }],
};

/** Late November on the demo roof: little sun, so small numbers (the front page card shows them). */
function microSummary(locationIdentifier: string): MicroSummary {
  return {
    locationIdentifier,
    measurementDate: null,
    yesterdayProduction: 1.8,
    previousDayDelta: -25,
    previousWeek: { span: { start: '2026-11-16', end: '2026-11-23' }, production: 14.2, delta: -31, type: 'DECREASE' },
    previousMonth: { span: { start: '2026-10-01', end: '2026-11-01' }, production: 162.5, delta: -58, type: 'DECREASE' },
    monthSelfSufficiencyPercent: 6,
    monthSelfConsumptionPercent: 88,
  };
}

/** Routed (see RoutedDemoAnswer) so the demo build's request mock serves them: `/api` + SOLAR_ROUTES. */
export const solarDemoAnswers = {
  panelInfo: { route: `GET /api${SOLAR_ROUTES.panels}`, answer: () => ({ panels: [INFO] }) satisfies PanelSummary },
  panelDetails: { route: `GET /api${SOLAR_ROUTES.panel}`, answer: (params) => ({ ...DETAILS, panelId: params.panelId ?? DETAILS.panelId }) },
  microgenerationSummary: {
    route: `GET /api${SOLAR_ROUTES.microSummary}`,
    answer: (params) => (params.locationIdentifier === 'DEMO-HOME' ? microSummary(params.locationIdentifier) : undefined),
  },
  unlinkProduction: {
    route: `PUT /api${SOLAR_ROUTES.unlink}`,
    answer: (params) => ({ panelId: params.panelId ?? DETAILS.panelId, locationIdentifier: null }),
  },
} satisfies DemoAnswers;
