import type { DemoDataContext, Queryable } from '@portal/core/server';

/** The demo benefits: the company's own and two partner offers, for VARE and SV private customers. */
export const DEMO_BENEFITS = [
  {
    key: 'energy-check',
    title: { fi: 'Energiakatselmus -20 %', sv: 'Energikartläggning -20 %', en: 'Energy audit -20%' },
    description: {
      fi: 'Kotisi energiakatselmus 20 % edullisemmin. Näytä koodi tilatessasi.',
      sv: 'Energikartläggning av ditt hem 20 % billigare. Visa koden när du beställer.',
      en: 'A home energy audit 20% cheaper. Show the code when you order.',
    },
    partner: null,
    code: 'ENERGIA20',
    modes: ['B2C'],
  },
  {
    key: 'charger',
    title: { fi: 'Latausaseman asennus -100 €', sv: 'Installation av laddstation -100 €', en: 'Charger installation -€100' },
    description: {
      fi: 'Sähköauton latausaseman asennus 100 € edullisemmin.',
      sv: 'Laddstation för elbil installerad 100 € billigare.',
      en: 'EV charger installed for €100 less.',
    },
    partner: 'Lataus Oy',
    code: 'LATAA100',
    modes: ['B2C', 'B2B'],
  },
  {
    key: 'cinema',
    title: { fi: 'Kaksi elokuvalippua yhden hinnalla', sv: 'Två biobiljetter till priset av en', en: 'Two cinema tickets for one' },
    description: { fi: 'Etu on voimassa arkipäivisin.', sv: 'Förmånen gäller vardagar.', en: 'Valid on weekdays.' },
    partner: 'Kino Vaasa',
    code: 'KINO2X1',
    modes: ['B2C'],
  },
] as const;

/** Seeds the demo benefits for each electricity company (ServerPlugin.demoData). */
export async function seedCustomerBenefitDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  for (const company of ['VARE', 'SV']) {
    for (const benefit of DEMO_BENEFITS) {
      await tx.query(
        `insert into customer_benefits (id, company, title, description, partner, code, modes, valid_until, created_at)
         values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, null, $8) on conflict (id) do nothing`,
        [
          `demo-${company.toLowerCase()}-${benefit.key}`,
          company,
          JSON.stringify(benefit.title),
          JSON.stringify(benefit.description),
          benefit.partner,
          benefit.code,
          benefit.modes,
          context.today,
        ],
      );
    }
  }
}
