import { CAMPAIGN_ROUTES } from '../contract/paths';
import type { DemoAnswers } from '@portal/core';
import type { CurrentCampaignResponse } from '../contract';

/**
 * requirements §7 demo mode: the front page's "current campaign" answered with canned data instead of calling
 * the server — the demo data set's published VARE B2C campaign (a test parses it with the schema).
 */
const CURRENT: CurrentCampaignResponse = {
  campaign: {
    id: '00000000-0000-4000-8000-0000000ca301',
    company: 'VARE',
    title: { fi: 'Syksyn pörssisähkötarjous', sv: 'Höstens börselerbjudande', en: 'Autumn spot electricity offer' },
    body: {
      fi: 'Vaihda pörssisähköön marraskuun aikana: kolmen kuukauden perusmaksu 0 €.',
      sv: 'Byt till börsel i november: grundavgift 0 € i tre månader.',
      en: 'Switch to spot electricity in November: no basic fee for three months.',
    },
    linkUrl: null,
    linkText: null,
    modes: ['B2C'],
    placeFeatures: [],
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    status: 'published',
    createdAt: '2026-10-25T08:00:00.000Z',
    updatedAt: '2026-10-25T08:00:00.000Z',
  },
};

export const campaignsDemoAnswers = {
  currentCampaign: { route: `GET /api${CAMPAIGN_ROUTES.current}`, answer: () => CURRENT },
} satisfies DemoAnswers;
