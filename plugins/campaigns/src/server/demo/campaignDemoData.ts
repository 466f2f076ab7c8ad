import { addLocalDays, localDateOf } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';
import { campaignWindow } from '../campaignRows';

/** The demo's published campaign: VARE's private customers see it on the front page. */
export const DEMO_CAMPAIGN = {
  id: '00000000-0000-4000-8000-0000000ca301',
  title: { fi: 'Syksyn pörssisähkötarjous', sv: 'Höstens börselerbjudande', en: 'Autumn spot electricity offer' },
  body: {
    fi: 'Vaihda pörssisähköön marraskuun aikana: kolmen kuukauden perusmaksu 0 €.',
    sv: 'Byt till börsel i november: grundavgift 0 € i tre månader.',
    en: 'Switch to spot electricity in November: no basic fee for three months.',
  },
};

const DAY = (today: string, days: number) => addLocalDays(today, days);

/**
 * The campaigns plugin's demo data (ServerPlugin.demoData): for VARE one published campaign aimed at
 * private (B2C) customers, one draft and one expired — so the admin lists have one of each and the
 * front page shows exactly the published one. Dates are relative to the data set's "today".
 */
export async function seedCampaignDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  const today = localDateOf(context.today);
  const campaigns = [
    { ...DEMO_CAMPAIGN, start: DAY(today, -7), end: DAY(today, 60), published: true },
    {
      id: '00000000-0000-4000-8000-0000000ca302',
      title: { fi: 'Kevään aurinkopaneelikampanja (luonnos)' },
      body: { fi: 'Aurinkopaneelit asennettuna keväällä — hinnat tarkentuvat.' },
      start: DAY(today, 90),
      end: DAY(today, 150),
      published: false,
    },
    {
      id: '00000000-0000-4000-8000-0000000ca303',
      title: { fi: 'Kesän sähköautokampanja' },
      body: { fi: 'Latausasema kotiin kesän ajan edullisemmin.' },
      start: DAY(today, -120),
      end: DAY(today, -30),
      published: true,
    },
  ];
  for (const campaign of campaigns) {
    const { startsAt, endsAt } = campaignWindow(campaign.start, campaign.end);
    await tx.query(
      `insert into campaigns (id, company, title, body, link_url, link_text, modes, place_features, start_date, end_date,
                              starts_at, ends_at, published, created_at, updated_at)
       values ($1, 'VARE', $2::jsonb, $3::jsonb, null, null, '{B2C}', '{}', $4, $5, $6, $7, $8, $9, $9)
       on conflict (id) do nothing`,
      [
        campaign.id,
        JSON.stringify(campaign.title),
        JSON.stringify(campaign.body),
        campaign.start,
        campaign.end,
        startsAt,
        endsAt,
        campaign.published,
        startsAt,
      ],
    );
  }
}
