import type { DemoAnswers } from '@portal/core';
import { GREEN_POWER_PACKAGE_KWH, type ContractDetail, type ContractsResponse, type Price } from '../contract';

/**
 * The contracts page in demo mode: the demo house's fixed-price electricity contract and its district
 * heating. Switching green power acts on this in-memory copy. Only the demo build loads this module.
 */
const VAT = 25.5;
const price = (vat: number, unit: string): Price => ({
  value: vat,
  vat,
  vat0: Math.round((vat / (1 + VAT / 100)) * 1000) / 1000,
  unit,
  vatRatePercent: VAT,
});

let greenPowerOn = false;

function electricity(): ContractDetail {
  return {
    contractId: 'DEMO-C1',
    contractType: 'ELECTRICITY',
    status: 'ACTIVE',
    contractName: 'Sähkö Kiinteä 12 kk',
    additionalContractName: null,
    pricing: 'FIXED',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    price: price(10.04, 'c/kWh'),
    energyMargin: null,
    basicFee: price(4.9, '€/kk'),
    network: { transferPrice: price(4.12, 'c/kWh'), transferBasicFee: price(28.5, '€/kk'), taxClass: 'I' },
    greenPower: {
      greenPowerName: 'Tuulisähkö',
      greenPowerOn,
      canHaveGreenPower: true,
      packageSizeKwh: GREEN_POWER_PACKAGE_KWH,
      potentialCarbonEmissionSavings: 390,
      potentialCarbonEmissionSavingsUnit: 'kg CO2/v',
      emissionFactorSource: 'Motiva',
    },
    homeInsurance: { homeInsuranceOn: false, canHaveHomeInsurance: true },
  };
}

const HEAT: ContractDetail = {
  contractId: 'DEMO-C2',
  contractType: 'DISTRICT_HEATING',
  status: 'ACTIVE',
  contractName: 'Kaukolämpö Perus',
  additionalContractName: null,
  pricing: 'FIXED',
  startDate: '2019-09-01',
  endDate: null,
  price: price(12.55, 'c/kWh'),
  energyMargin: null,
  basicFee: price(39.9, '€/kk'),
  network: null,
  greenPower: null,
  homeInsurance: null,
};

function contractsOf(locationIdentifier: string | undefined, vatIncluded: boolean): ContractsResponse | undefined {
  if (locationIdentifier !== 'DEMO-HOME' && locationIdentifier !== 'DEMO-HEAT') return undefined;
  const contracts = locationIdentifier === 'DEMO-HOME' ? [electricity()] : [HEAT];
  return { locationIdentifier, vatIncluded, accessRight: 'FULL_ACCESS', contracts };
}

const BASE = '/api/v1/contracts/user/:userId/location/:locationIdentifier';
const PLACE = '/api/v2/servicelocation/user/:userId/location/:locationIdentifier';

export const contractsDemoAnswers = {
  contracts: { route: `GET ${BASE}`, answer: (params) => contractsOf(params.locationIdentifier, params.includeVAT !== 'false') },
  greenPower: {
    route: `PUT ${BASE}/greenpower`,
    answer: (params, body) => {
      if (params.locationIdentifier !== 'DEMO-HOME') return undefined;
      greenPowerOn = (body as { on?: unknown } | undefined)?.on === true;
      return { contractId: 'DEMO-C1', greenPower: electricity().greenPower };
    },
  },
  switchGuard: {
    route: `GET ${PLACE}/contract/switchGuard`,
    answer: (params) =>
      contractsOf(params.locationIdentifier, true) && {
        allowed: false,
        reason: 'FIXED_TERM_RUNNING',
        allowedFrom: '2026-12-31',
        contractId: 'DEMO-C1',
      },
  },
  followUpOffers: {
    route: `GET ${PLACE}/followupoffer`,
    answer: (params) =>
      contractsOf(params.locationIdentifier, true) && {
        locationIdentifier: params.locationIdentifier,
        vatIncluded: params.includeVAT !== 'false',
        accessRight: 'FULL_ACCESS',
        offers: [],
      },
  },
} satisfies DemoAnswers;
