import { CUSTOMER_BENEFITS_ROUTES } from '../contract/paths';
import type { DemoAnswers } from '@portal/core';
import type { BenefitClaim, CustomerBenefitsResponse } from '../contract';

/**
 * requirements §7 demo mode: the benefits list and a claim answered with canned data instead of calling the
 * server (the demo data set's benefits; a test parses them with the contract's schemas).
 */
const BENEFITS: CustomerBenefitsResponse = {
  benefits: [
    {
      id: 'demo-vare-energy-check',
      title: { fi: 'Energiakatselmus -20 %', sv: 'Energikartläggning -20 %', en: 'Energy audit -20%' },
      description: { fi: 'Kotisi energiakatselmus 20 % edullisemmin. Näytä koodi tilatessasi.' },
      partner: null,
      validUntil: null,
      claim: null,
    },
    {
      id: 'demo-vare-charger',
      title: { fi: 'Latausaseman asennus -100 €', sv: 'Installation av laddstation -100 €', en: 'Charger installation -€100' },
      description: { fi: 'Sähköauton latausaseman asennus 100 € edullisemmin.' },
      partner: 'Lataus Oy',
      validUntil: null,
      claim: { code: 'LATAA100', claimedAt: '2026-10-02T09:30:00.000Z' },
    },
  ],
};

const CODES: Readonly<Record<string, string>> = { 'demo-vare-energy-check': 'ENERGIA20', 'demo-vare-charger': 'LATAA100' };

export const customerBenefitsDemoAnswers = {
  customerBenefits: { route: `GET /api${CUSTOMER_BENEFITS_ROUTES.benefits}`, answer: () => BENEFITS },
  claimBenefit: {
    route: `POST /api${CUSTOMER_BENEFITS_ROUTES.claim}`,
    answer: (params): BenefitClaim => ({ code: CODES[params.benefitId ?? ''] ?? 'ENERGIA20', claimedAt: '2026-10-02T09:30:00.000Z' }),
  },
} satisfies DemoAnswers;
