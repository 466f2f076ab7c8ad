import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { currentCampaignResponseSchema, type Campaign } from '../contract/campaigns';
import { CAMPAIGNS_API } from '../contract/paths';
import { campaignsPlugin } from '../index';
import { campaignsDemoAnswers } from './demoAnswers';
import FrontPageCampaignCard from './frontPage/FrontPageCampaignCard';
import CampaignsAdminPage from './pages/CampaignsAdminPage';

/** Component tests run in jsdom: `npx vitest run plugins/campaigns/src/web`. */
const USER = 'u-1';
const CAMPAIGN: Campaign = {
  id: 'c-1',
  company: 'VARE',
  title: { fi: 'Talvitarjous', en: 'Winter offer' },
  body: { fi: 'Perusmaksu 0 € kolme kuukautta.' },
  linkUrl: '/sopimukset',
  linkText: { fi: 'Katso sopimukset' },
  modes: ['B2C'],
  placeFeatures: ['spotContract'],
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  status: 'published',
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
};
const ADMIN_GROUPS = ['messaging', 'origin-VARE'];

const renderAdmin = (api: FakeApiRoutes) =>
  renderWithPortal(<CampaignsAdminPage />, { plugins: [campaignsPlugin], groups: ADMIN_GROUPS, userId: USER, api });

describe('campaigns manifest', () => {
  it('gives every customer the front-page card and only campaign administrators the admin step', () => {
    const customer = testPlugin(campaignsPlugin, {});
    expect(customer.slots.map((slot) => slot.id)).toEqual(['campaigns.frontPage']);
    expect([customer.routes, customer.menu]).toEqual([[], []]);
    const admin = testPlugin(campaignsPlugin, { groups: ADMIN_GROUPS });
    expect(admin.routes.map((route) => route.ref.defaultPath)).toEqual(['/hallinta/kampanjat']);
    expect(admin.menu.map((step) => [step.id, step.section])).toEqual([['campaigns.admin', 'admin']]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(campaignsPlugin)).toEqual([]);
  });

  it('answers demo mode with a current campaign of the contract shape', () => {
    expect(currentCampaignResponseSchema.safeParse(campaignsDemoAnswers.currentCampaign.answer()).success).toBe(true);
  });
});

describe('front-page campaign card', () => {
  it('shows the campaign meant for the customer in their language, with no accessibility violations', async () => {
    renderWithPortal(<FrontPageCampaignCard />, {
      plugins: [campaignsPlugin],
      userId: USER,
      language: 'en',
      api: { [`GET ${CAMPAIGNS_API.current(USER)}`]: { campaign: CAMPAIGN } },
    });
    expect(await screen.findByRole('heading', { name: 'Winter offer' })).toBeInTheDocument();
    expect(screen.getByText('Perusmaksu 0 € kolme kuukautta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katso sopimukset' })).toHaveAttribute('href', '/sopimukset');
    expect(screen.getByText('Valid until 31.1.2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('draws nothing when there is no campaign or the read fails', async () => {
    const none = renderWithPortal(<FrontPageCampaignCard />, {
      plugins: [campaignsPlugin],
      userId: USER,
      api: { [`GET ${CAMPAIGNS_API.current(USER)}`]: { campaign: null } },
    });
    await vi.waitFor(() => expect(none.api.calls.length).toBe(2));
    expect(none.container.textContent).toBe('');
    none.unmount();
    const failing = renderWithPortal(<FrontPageCampaignCard />, {
      plugins: [campaignsPlugin],
      userId: USER,
      api: {
        [`GET ${CAMPAIGNS_API.current(USER)}`]: () => {
          throw apiFailure(500, 'INTERNAL');
        },
      },
    });
    await vi.waitFor(() => expect(failing.api.calls.some((call) => call.path === CAMPAIGNS_API.current(USER))).toBe(true));
    expect(failing.container.textContent).toBe('');
  });
});

describe('campaigns admin page', () => {
  it('lists the published campaigns, switches to drafts, and previews in a modal, with no accessibility violations', async () => {
    renderAdmin({
      [`GET ${CAMPAIGNS_API.list('published')}`]: { campaigns: [CAMPAIGN] },
      [`GET ${CAMPAIGNS_API.list('drafts')}`]: { campaigns: [] },
    });
    const table = await screen.findByRole('table', { name: 'Kampanjat: Julkaistut' });
    expect(within(table).getByRole('rowheader', { name: 'Talvitarjous' })).toBeInTheDocument();
    expect(within(table).getByText('Yksityisasiakkaat · pörssisähkösopimus')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Esikatsele: Talvitarjous' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Talvitarjous' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Luonnokset' }));
    expect(await screen.findByText('Ei kampanjoita tässä listassa.')).toBeInTheDocument();
  });

  it('creates a campaign: names the missing fields first, then posts the draft', async () => {
    const view = renderAdmin({
      [`GET ${CAMPAIGNS_API.list('published')}`]: { campaigns: [] },
      [`POST ${CAMPAIGNS_API.create}`]: ({ body }) => ({
        ...CAMPAIGN,
        ...(body as object),
        id: 'c-2',
        status: 'draft',
        company: 'VARE',
        linkUrl: null,
        linkText: null,
        createdAt: CAMPAIGN.createdAt,
        updatedAt: CAMPAIGN.updatedAt,
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Uusi kampanja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    // Two missing: the error summary lists both and each field says what is missing.
    expect((await screen.findAllByText('Kirjoita otsikko suomeksi.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Kirjoita teksti suomeksi.').length).toBeGreaterThan(0);
    expect(view.api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko suomeksi' }), 'Kevät');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teksti suomeksi' }), 'Tarjous');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await vi.waitFor(() => expect(view.api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = view.api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ title: { fi: 'Kevät' }, body: { fi: 'Tarjous' }, modes: ['B2C'], placeFeatures: [], publish: false });
  });

  it('deletes after the confirm step', async () => {
    const view = renderAdmin({
      [`GET ${CAMPAIGNS_API.list('published')}`]: { campaigns: [CAMPAIGN] },
      [`PUT ${CAMPAIGNS_API.remove('c-1')}`]: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Poista: Talvitarjous' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista kampanja' }));
    await vi.waitFor(() => expect(view.api.calls.some((call) => call.method === 'PUT' && call.path === CAMPAIGNS_API.remove('c-1'))).toBe(true));
  });

  it('offers a retry when the list fails', async () => {
    renderAdmin({
      [`GET ${CAMPAIGNS_API.list('published')}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kampanjoiden hakeminen epäonnistui.');
  });
});
