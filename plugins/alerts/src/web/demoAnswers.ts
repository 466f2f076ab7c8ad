import type { DemoAnswers } from '@portal/core';
import type { z } from 'zod';
import {
  ALERTS_ROUTES,
  consumptionAlertBodySchema,
  DEFAULT_WINDOW_FIELDS,
  disruptionAlertBodySchema,
  districtHeatingAlertBodySchema,
  energyPriceAlertBodySchema,
  energyPriceReportBodySchema,
  type AlertPlace,
  type ConsumptionAlert,
  type DisruptionAlert,
  type DistrictHeatingAlert,
  type EnergyPriceAlert,
  type EnergyPriceReport,
} from '../contract';

/**
 * requirements §7 demo mode ("alert subscriptions", "disruption subscription") for the alerts pages of demo
 * user 1000000: the electricity place DEMO-HOME (consumption and disruption alerts) and the district
 * heating place DEMO-HEAT (return temperature and disruption alerts), plus the price alert and the
 * daily price report. Saves change in-memory copies that last until the tab reloads (docs/demo-mode.md).
 * Only the demo build loads this module.
 */
const HOME = 'DEMO-HOME';
const HEAT = 'DEMO-HEAT';
const ADDRESS = 'Esimerkkikatu 1, 65100 Vaasa';
const EMAIL = 'demo@portal.example';
const PHONE = '+358401234567';

const consumption: ConsumptionAlert = { locationIdentifier: HOME, active: true, topThreshold: 40, bottomThreshold: null };

let disruption: DisruptionAlert = {
  locationIdentifier: HOME,
  active: true,
  triggeredRecently: false,
  emailSettings: { id: 'demo-disruption-email', active: true, address: EMAIL, ...DEFAULT_WINDOW_FIELDS },
  phoneSettings: { id: 'demo-disruption-sms', active: false, address: PHONE, ...DEFAULT_WINDOW_FIELDS },
};

let districtHeating: DistrictHeatingAlert = {
  locationIdentifier: HEAT,
  returnTemperature: { active: false, days: 3, passableLimitCelsius: 55 },
  disruption: { active: true, emailNotifications: true, smsNotifications: false, email: EMAIL, mobileNumber: null, ...DEFAULT_WINDOW_FIELDS },
  triggeredRecently: false,
};

let priceAlert: EnergyPriceAlert = { id: 'demo-price-alert', active: true, thresholdValue: 20, bottomThresholdValue: 2 };

let priceReport: EnergyPriceReport = { id: null, active: false, emailNotifications: true, pushNotifications: false, unit: 'KWH', vat: 'VAT_24' };

function places(): { places: AlertPlace[] } {
  return {
    places: [
      {
        locationIdentifier: HOME,
        name: 'Koti',
        address: ADDRESS,
        utilityType: 'ELECTRICITY',
        alerts: [
          { kind: 'consumption', active: consumption.active, readOnly: false },
          { kind: 'disruptionElectricity', active: disruption.active, readOnly: false },
        ],
        triggeredRecently: disruption.triggeredRecently,
      },
      {
        locationIdentifier: HEAT,
        name: 'Omakotitalo, kaukolämpö',
        address: ADDRESS,
        utilityType: 'DISTRICT_HEATING',
        alerts: [
          { kind: 'districtHeatingReturnTemperature', active: districtHeating.returnTemperature.active, readOnly: false },
          { kind: 'districtHeatingDisruption', active: districtHeating.disruption.active, readOnly: false },
        ],
        triggeredRecently: districtHeating.triggeredRecently,
      },
    ],
  };
}

/** The real routes answer a body that fails the contract with 400 naming the field (core's error body), and change nothing. */
function parse<S extends z.ZodTypeAny>(schema: S, body: unknown): z.infer<S> | Response {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const field = ['body', ...(result.error.issues[0]?.path ?? [])].join('.');
  const error = { code: 'BAD_REQUEST', message: result.error.issues[0]?.message ?? 'Invalid body', field };
  return new Response(JSON.stringify({ error }), { status: 400, headers: { 'content-type': 'application/json' } });
}

/** ALERTS_ROUTES paths all start with /v2/ (the /api prefix is the web's). */
const route = <P extends `/${string}`>(path: P) => `/api${path}` as const;

export const alertsDemoAnswers = {
  alertPlaces: { route: `GET ${route(ALERTS_ROUTES.places)}`, answer: () => places() },
  consumptionAlert: {
    route: `GET ${route(ALERTS_ROUTES.consumption)}`,
    answer: (params) => (params.locationIdentifier === HOME ? { ...consumption } : undefined),
  },
  setConsumptionAlert: {
    route: `PUT ${route(ALERTS_ROUTES.consumption)}`,
    answer: (params, body) => {
      if (params.locationIdentifier !== HOME) return undefined;
      const parsed = parse(consumptionAlertBodySchema, body);
      if (parsed instanceof Response) return parsed;
      Object.assign(consumption, parsed);
      return { ...consumption };
    },
  },
  disruptionSubscription: {
    route: `GET ${route(ALERTS_ROUTES.disruptionElectricity)}`,
    answer: (params) => (params.locationIdentifier === HOME ? disruption : undefined),
  },
  setDisruptionSubscription: {
    route: `PUT ${route(ALERTS_ROUTES.disruptionElectricity)}`,
    answer: (params, body) => {
      if (params.locationIdentifier !== HOME) return undefined;
      const parsed = parse(disruptionAlertBodySchema, body);
      if (parsed instanceof Response) return parsed;
      disruption = {
        ...disruption,
        active: parsed.active,
        emailSettings: { ...parsed.emailSettings, id: disruption.emailSettings.id ?? 'demo-disruption-email' },
        phoneSettings: { ...parsed.phoneSettings, id: disruption.phoneSettings.id ?? 'demo-disruption-sms' },
      };
      return disruption;
    },
  },
  districtHeatingAlert: {
    route: `GET ${route(ALERTS_ROUTES.districtHeating)}`,
    answer: (params) => (params.locationIdentifier === HEAT ? districtHeating : undefined),
  },
  setDistrictHeatingAlert: {
    route: `PUT ${route(ALERTS_ROUTES.districtHeating)}`,
    answer: (params, body) => {
      if (params.locationIdentifier !== HEAT) return undefined;
      const parsed = parse(districtHeatingAlertBodySchema, body);
      if (parsed instanceof Response) return parsed;
      districtHeating = {
        ...districtHeating,
        returnTemperature: { ...districtHeating.returnTemperature, ...parsed.returnTemperature },
        disruption: parsed.disruption,
      };
      return districtHeating;
    },
  },
  energyPriceAlert: { route: `GET ${route(ALERTS_ROUTES.energyPrice)}`, answer: () => priceAlert },
  setEnergyPriceAlert: {
    route: `PUT ${route(ALERTS_ROUTES.energyPrice)}`,
    answer: (_params, body) => {
      const parsed = parse(energyPriceAlertBodySchema, body);
      if (parsed instanceof Response) return parsed;
      priceAlert = { ...parsed, id: priceAlert.id ?? 'demo-price-alert' };
      return priceAlert;
    },
  },
  energyPriceReport: { route: `GET ${route(ALERTS_ROUTES.energyPriceReport)}`, answer: () => priceReport },
  setEnergyPriceReport: {
    route: `PUT ${route(ALERTS_ROUTES.energyPriceReport)}`,
    answer: (_params, body) => {
      const parsed = parse(energyPriceReportBodySchema, body);
      if (parsed instanceof Response) return parsed;
      priceReport = { ...parsed, id: priceReport.id ?? 'demo-price-report' };
      return priceReport;
    },
  },
  checkElectricityContracts: {
    route: `GET ${route(ALERTS_ROUTES.checkElectricityContracts)}`,
    answer: () => ({ hasElectricityContracts: true, locationIdentifiers: [HOME] }),
  },
} satisfies DemoAnswers;
