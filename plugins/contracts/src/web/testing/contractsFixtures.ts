import type { ContractDetail, ContractsResponse, FollowUpOffersResponse, Price, SwitchGuardResponse } from '../../contract/contracts';
import { CONTRACTS_API } from '../../contract/contracts';

export const USER_ID = 'u1';
export const PLACE = 'L-HOME';

export const price = (vat0: number, vat: number, unit = 'c/kWh', vatIncluded = true): Price => ({
  value: vatIncluded ? vat : vat0,
  vat,
  vat0,
  unit,
  vatRatePercent: 25.5,
});

export function fixedContract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractId: 'K-FIX',
    contractType: 'ELECTRICITY',
    status: 'ACTIVE',
    contractName: 'Vare Kiinteä 24',
    additionalContractName: null,
    pricing: 'FIXED',
    startDate: '2025-03-01',
    endDate: '2026-02-28',
    price: price(8.49, 10.655),
    energyMargin: null,
    basicFee: price(3.95, 4.96, '€/kk'),
    network: null,
    greenPower: {
      greenPowerName: 'Vare Tuulivoima',
      greenPowerOn: false,
      canHaveGreenPower: true,
      packageSizeKwh: 3000,
      potentialCarbonEmissionSavings: 1664.7,
      potentialCarbonEmissionSavingsUnit: 'kg CO2/v',
      emissionFactorSource: 'Energiavirasto, jäännösjakauma 2023',
    },
    homeInsurance: { homeInsuranceOn: false, canHaveHomeInsurance: true },
    ...overrides,
  };
}

export function contractsAnswer(overrides: Partial<ContractsResponse> = {}): ContractsResponse {
  return { locationIdentifier: PLACE, vatIncluded: true, accessRight: 'FULL_ACCESS', contracts: [fixedContract()], ...overrides };
}

export const switchGuardAnswer: SwitchGuardResponse = {
  allowed: false,
  reason: 'FIXED_TERM_RUNNING',
  allowedFrom: '2026-03-01',
  contractId: 'K-FIX',
};

export function offersAnswer(overrides: Partial<FollowUpOffersResponse> = {}): FollowUpOffersResponse {
  return {
    locationIdentifier: PLACE,
    vatIncluded: true,
    accessRight: 'FULL_ACCESS',
    offers: [
      {
        leadId: 'LEAD-1',
        contractId: 'K-FIX',
        currentContractName: 'Vare Kiinteä 24',
        currentEndDate: '2026-02-28',
        productName: 'Vare Kiinteä 24 jatko',
        termMonths: 24,
        startDate: '2026-03-01',
        price: price(7.99, 10.0275),
        basicFee: price(3.95, 4.96, '€/kk'),
        validUntil: '2026-02-15',
        status: 'OPEN',
        acceptedAt: null,
      },
    ],
    ...overrides,
  };
}

/** The GET answers a contracts page needs, keyed as the fake API client expects. */
export function pageRoutes(contracts: ContractsResponse = contractsAnswer(), offers: FollowUpOffersResponse = offersAnswer()) {
  return {
    'GET /api/v2/me': { priwattiUserId: USER_ID },
    [`GET ${CONTRACTS_API.contracts(USER_ID, PLACE)}`]: contracts,
    [`GET ${CONTRACTS_API.switchGuard(USER_ID, PLACE)}`]: switchGuardAnswer,
    [`GET ${CONTRACTS_API.followUpOffers(USER_ID, PLACE)}`]: offers,
    [`GET ${CONTRACTS_API.productComparison(USER_ID, PLACE)}`]: {
      locationIdentifier: PLACE,
      vatIncluded: true,
      consumption: null,
      products: [],
    },
  };
}
