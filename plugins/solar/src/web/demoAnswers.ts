import type { DemoAnswers } from '@portal/core';
import { SOLAR_ROUTES, type FindLinkResponse, type PanelDetails, type PanelSummary } from '../contract';
import { demoMicroSummary, demoMicroTimeseries, demoPanelNumbers, demoProductionSeries, demoStatement } from './demo/demoSolarSeries';

/**
 * requirements §7 demo mode: the solar pages answered with generated data instead of calling the server. One
 * plant on the demo house; its production is demo/demoProduction's roof, and every figure (panel
 * summary, production chart, netted rows, statement, summary) is computed from that one series, so
 * they agree with each other. The shapes are the contract's (demoAnswers.test.ts parses them).
 */
const PLACE = 'DEMO-HOME';
const PANEL = 'DEMO-PV';

/**
 * Writes act on this in-memory plant until the tab reloads: unlink, link (findLink finds the demo
 * house again) and delete. Another panel id, or the deleted plant, is a 404 as on the server.
 */
const plant = { linkedTo: PLACE as string | null, deleted: false };
const known = (panelId: string | undefined) => panelId === PANEL && !plant.deleted;

function info(numbers: Omit<ReturnType<typeof demoPanelNumbers>, 'savings'>): PanelSummary['panels'][number] {
  return {
    panelId: PANEL,
    panelName: 'Talon katto',
    locationIdentifier: plant.linkedTo,
    locationName: plant.linkedTo === null ? null : 'Koti',
    energyLast24Hours: numbers.energyLast24Hours,
    energyLast12Months: numbers.energyLast12Months,
    powerNow: numbers.powerNow,
    powerMeasuredAt: numbers.powerMeasuredAt,
    energyUnit: 'kWh',
    powerUnit: 'kW',
    canManage: true,
  };
}

export function demoPanelDetails(nowMs = Date.now()): PanelDetails {
  const numbers = demoPanelNumbers(nowMs);
  return {
    ...info(numbers),
    latitude: 63.096,
    longitude: 21.616,
    kWp: 8.4,
    savings: numbers.savings,
    panels: [{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }],
    inverters: [{ nominalPowerKw: 8, commissionDate: '2023-05-15', model: 'Fronius Symo 8.2-3-M', serialNumber: 'DEMO-0001' }],
  };
}

/** The microgeneration routes answer the demo house only; another place is a 404, as on the server. */
const atHome = <T>(params: Readonly<Record<string, string>>, answer: () => T): T | undefined =>
  params.locationIdentifier === PLACE ? answer() : undefined;

/** Routed (see RoutedDemoAnswer) so the demo build's request mock serves them: `/api` + SOLAR_ROUTES. */
export const solarDemoAnswers = {
  panelInfo: { route: `GET /api${SOLAR_ROUTES.panels}`, answer: (): PanelSummary => ({ panels: plant.deleted ? [] : [info(demoPanelNumbers())] }) },
  panelDetails: { route: `GET /api${SOLAR_ROUTES.panel}`, answer: (params) => (known(params.panelId) ? demoPanelDetails() : undefined) },
  production: { route: `GET /api${SOLAR_ROUTES.production}`, answer: (params) => (known(params.panelId) ? demoProductionSeries(params) : undefined) },
  microgenerationSummary: {
    route: `GET /api${SOLAR_ROUTES.microSummary}`,
    answer: (params) => atHome(params, () => demoMicroSummary(PLACE)),
  },
  microgenerationTimeseries: {
    route: `GET /api${SOLAR_ROUTES.microTimeseries}`,
    answer: (params) => atHome(params, () => demoMicroTimeseries(params)),
  },
  statement: { route: `GET /api${SOLAR_ROUTES.statement}`, answer: (params) => atHome(params, () => demoStatement(params)) },
  unlinkProduction: {
    route: `PUT /api${SOLAR_ROUTES.unlink}`,
    answer: (params) => {
      if (!known(params.panelId)) return undefined;
      plant.linkedTo = null;
      return { panelId: PANEL, locationIdentifier: null };
    },
  },
  linkProduction: {
    route: `PUT /api${SOLAR_ROUTES.link}`,
    answer: (params) => {
      if (!known(params.panelId) || params.locationIdentifier !== PLACE) return undefined;
      plant.linkedTo = PLACE;
      return { panelId: PANEL, locationIdentifier: PLACE };
    },
  },
  findLink: {
    route: `POST /api${SOLAR_ROUTES.findLink}`,
    answer: (_params, body): FindLinkResponse | undefined => {
      const panelId = (body as { panelId?: unknown } | undefined)?.panelId;
      if (typeof panelId !== 'string' || !known(panelId)) return undefined;
      // The demo house's export follows the roof's production closely over the last week.
      const match = { locationIdentifier: PLACE, locationName: 'Koti', correlation: 0.94, days: 7 };
      return { panelId: PANEL, match, candidates: [match] };
    },
  },
  deletePanel: {
    route: `DELETE /api${SOLAR_ROUTES.panel}`,
    answer: (params) => {
      if (!known(params.panelId)) return undefined;
      plant.deleted = true;
      return new Response(null, { status: 204 });
    },
  },
} satisfies DemoAnswers;
