import type { DemoAnswers } from '@portal/core';
import type { Company } from '../contract';

/**
 * SPEC §7 demo mode ("company selections"): the business customers the demo user 1000000 may pick
 * on the B2B pages. The company place lists have no demo answers yet, so they show their error state
 * (docs/demo-mode.md). Only the demo build loads this module.
 */
const COMPANIES: readonly Company[] = [
  { customerCode: 'DEMO-B1', name: 'Esimerkki Oy' },
  { customerCode: 'DEMO-B2', name: 'Malli Kiinteistöt Oy' },
];

export const b2bDemoAnswers = {
  companySelections: { route: 'GET /api/v2/b2b/servicelocation/user/:userId/companies', answer: () => ({ companies: [...COMPANIES] }) },
} satisfies DemoAnswers;
