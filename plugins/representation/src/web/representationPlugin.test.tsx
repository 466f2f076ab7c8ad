import { act, screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { REPRESENTATION_API } from '../contract/paths';
import type { CurrentResponse } from '../contract/representation';
import { representationPlugin } from '../index';
import GrantPage from './pages/GrantPage';
import RepresentationPage from './pages/RepresentationPage';
import VisibilityPage from './pages/VisibilityPage';
import OutcomeModal from './modals/OutcomeModal';

/** Component tests run in jsdom: `npx vitest run plugins/representation/src/web`. */
const USER = 'u-1';
const PLACE = { locationIdentifier: 'P-1', name: 'Koti', address: 'Katu 1, 00100 Helsinki' };
const CURRENT: CurrentResponse = {
  given: [
    {
      id: 'g-1',
      status: 'active',
      counterpartName: 'Eeva Laine',
      counterpartEmail: 'eeva@example.fi',
      grantorId: USER,
      places: [PLACE],
      createdAt: '2026-01-10T08:00:00.000Z',
      activatedAt: '2026-01-10T09:00:00.000Z',
      expiresOn: '2027-01-10',
    },
  ],
  received: [],
};

const renderPage = (current: FakeApiRoutes[string], views: FakeApiRoutes[string] = { views: [] }) =>
  renderWithPortal(<RepresentationPage />, {
    plugins: [representationPlugin],
    flags: { representative: true },
    userId: USER,
    api: {
      'GET /api/v2/me': { priwattiUserId: USER },
      [`GET ${REPRESENTATION_API.current(USER)}`]: current,
      [`GET ${REPRESENTATION_API.views(USER)}`]: views,
    },
  });

describe('representation manifest', () => {
  it('contributes its pages, two menu steps and the banner only with the representative flag', () => {
    const on = testPlugin(representationPlugin, { flags: { representative: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual([
      '/lukuoikeudet',
      '/lukuoikeudet/anna',
      '/lukuoikeudet/aktivoi',
      '/lukuoikeudet/nakyvyys',
    ]);
    expect(on.menu.map((step) => step.id)).toEqual(['representation.menu', 'representation.grantMenu']);
    const off = testPlugin(representationPlugin, { flags: { representative: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(representationPlugin)).toEqual([]);
  });
});

describe('read rights page', () => {
  it('lists a given right with renew and revoke, with no accessibility violations', async () => {
    renderPage(CURRENT, {
      views: [
        { representativeName: 'Eeva Laine', locationIdentifier: 'P-1', placeName: 'Koti', kind: 'consumption', at: '2026-01-11T10:00:00.000Z' },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lukuoikeudet' })).toBeInTheDocument();
    expect(await screen.findByText('Eeva Laine', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/voimassa 10\.1\.2027 asti/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jatka vuodella: Eeva Laine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Peru lukuoikeus: Eeva Laine' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Kulutus' })).toBeInTheDocument();
    expect(screen.getByText('Sinulla ei ole lukuoikeuksia muiden tietoihin.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is nothing yet', async () => {
    renderPage({ given: [], received: [] });
    expect(await screen.findByText('Et ole antanut lukuoikeuksia.')).toBeInTheDocument();
    expect(await screen.findByText('Kukaan edustaja ei ole katsonut tietojasi.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, 'INTERNAL');
      return CURRENT;
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Yritä uudelleen' })[0]!);
    expect(await screen.findByText('Eeva Laine', { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('grant page', () => {
  it('shows the own places as labelled checkboxes and names the missing choices', async () => {
    renderWithPortal(<GrantPage />, {
      plugins: [representationPlugin],
      flags: { representative: true },
      userId: USER,
      api: { 'GET /api/v2/me': { priwattiUserId: USER }, [`GET ${REPRESENTATION_API.eligible(USER)}`]: { places: [PLACE] } },
    });
    expect(await screen.findByRole('checkbox', { name: 'Koti, Katu 1, 00100 Helsinki' })).toBeInTheDocument();
    expect(screen.getByLabelText('Saajan sähköpostiosoite')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Valitse vähintään yksi käyttöpaikka.')).toBeInTheDocument();
    expect(screen.getByText('Anna toisen henkilön kelvollinen sähköpostiosoite.')).toBeInTheDocument();
  });
});

describe('who can see my data', () => {
  it('lists sub-users and representatives with their places', async () => {
    renderWithPortal(<VisibilityPage />, {
      plugins: [representationPlugin],
      flags: { representative: true },
      userId: USER,
      api: {
        'GET /api/v2/me': { priwattiUserId: USER },
        [`GET ${REPRESENTATION_API.visibility(USER)}`]: {
          viewers: [
            {
              name: 'Eeva Laine',
              email: 'eeva@example.fi',
              relation: 'representative',
              accessRight: 'READ_ONLY',
              places: [{ locationIdentifier: 'P-1', name: 'Koti' }],
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Eeva Laine' })).toBeInTheDocument();
    expect(screen.getByText('Lukuoikeuden saaja, vain luku')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Käyttöpaikat, jotka Eeva Laine näkee' })).toHaveTextContent('Koti');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when nobody else sees anything', async () => {
    renderWithPortal(<VisibilityPage />, {
      plugins: [representationPlugin],
      flags: { representative: true },
      userId: USER,
      api: { 'GET /api/v2/me': { priwattiUserId: USER }, [`GET ${REPRESENTATION_API.visibility(USER)}`]: { viewers: [] } },
    });
    expect(await screen.findByText('Kukaan muu ei näe käyttöpaikkojesi tietoja.')).toBeInTheDocument();
  });
});

describe('activation outcome modals', () => {
  it.each([
    ['RepresentativeDone', 'Lukuoikeus on käytössä'],
    ['RepresentativeAlreadyActivatedException', 'Lukuoikeus on jo käytössä'],
    ['RepresentativeAlreadyRevokedException', 'Lukuoikeus on peruttu'],
    ['RepresentativeEmailMismatchException', 'Väärä käyttäjätunnus'],
    ['RepresentativeGeneralException', 'Lukuoikeutta ei voitu ottaa käyttöön'],
  ] as const)('%s has its own title and a close button', async (outcome, title) => {
    let closed = false;
    renderWithPortal(
      <OutcomeModal
        props={{ outcome, name: 'Liisa Korhonen' }}
        resolve={() => undefined}
        dismiss={() => {
          closed = true;
        }}
      />,
      { plugins: [representationPlugin], flags: { representative: true }, userId: USER, api: {} },
    );
    expect(await screen.findByText(title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(closed).toBe(true);
  });
});

describe('acting banner', () => {
  it('shows only while the active user is the customer chosen on the read rights page, and stops', async () => {
    const { actingStore } = await import('./acting/actingStore');
    const { default: ActingBanner } = await import('./components/ActingBanner');
    const { ClientStateRef } = await import('@portal/core');
    const view = renderWithPortal(<ActingBanner />, { plugins: [representationPlugin], flags: { representative: true }, userId: USER, api: {} });
    expect(screen.queryByRole('status')).toBeNull();
    const clientState = view.runtime.resolve(ClientStateRef);
    act(() => {
      actingStore.set(view.runtime, { ownId: USER, customerId: 'c-9', customerName: 'Liisa Korhonen' });
      clientState.setActiveUserId('c-9');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Toimit asiakkaan Liisa Korhonen puolesta (vain luku)');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Lopeta ja palaa omiin tietoihin' }));
    expect(clientState.getSnapshot().activeUserId).toBe(USER);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('activation page', () => {
  it("posts the link's token once and shows the outcome's own modal", async () => {
    const { default: ActivatePage } = await import('./pages/ActivatePage');
    const posted: unknown[] = [];
    renderWithPortal(<ActivatePage />, {
      plugins: [representationPlugin],
      flags: { representative: true },
      userId: USER,
      route: '/lukuoikeudet/aktivoi?token=abc',
      api: {
        'GET /api/v2/me': { priwattiUserId: USER },
        [`POST ${REPRESENTATION_API.activate(USER)}`]: (call) => {
          posted.push(call.body);
          return { outcome: 'RepresentativeEmailMismatchException', representation: null };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Väärä käyttäjätunnus' })).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'abc' }]);
  });
});
