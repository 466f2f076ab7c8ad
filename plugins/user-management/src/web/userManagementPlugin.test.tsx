import { screen, within } from '@testing-library/react';
import { ApiRequestError } from '@portal/core';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { USER_MANAGEMENT_API } from '../contract/paths';
import { userManagementPlugin } from '../index';
import UserManagementPage from './pages/UserManagementPage';

/** Component tests run in jsdom: `npx vitest run plugins/user-management/src/web`. */
const USER = 'u-main';
const SUB = 'u-sub';
const CODE = '1500001';
const op = (name: Parameters<typeof USER_MANAGEMENT_API.op>[2]) => USER_MANAGEMENT_API.op(CODE, USER, name);
const MAIN_COMPANIES = { companies: [{ customerCode: CODE, businessName: 'Kiinteistö Pohjanmaa Oy', role: 'main' }] };
const USERS = {
  users: [
    { userId: USER, email: 'yritys@vare.example', name: 'Sanna Mäkinen', role: 'main', verified: true, placeCount: 45, fullAccessCount: 45 },
    { userId: SUB, email: 'alikayttaja@vare.example', name: 'Juha Nieminen', role: 'sub', verified: true, placeCount: 1, fullAccessCount: 0 },
  ],
  invitations: [{ email: 'kutsuttu@example.fi', createdAt: '2026-01-10T08:00:00.000Z' }],
};
const SETTINGS = {
  user: USERS.users[1],
  locations: [
    { locationIdentifier: 'P1', name: 'Toimisto', address: 'Kauppakatu 1, 65100 Vaasa', accessRight: 'READ_ONLY', expiresOn: '2026-03-31' },
  ],
  labelRules: [{ label: 'Vaasa', accessRight: 'READ_ONLY', expiresOn: null }],
};
const ELIGIBLE = {
  locations: [
    { locationIdentifier: 'P2', name: 'Varasto', address: 'Satamatie 2, 65100 Vaasa' },
    { locationIdentifier: 'P3', name: 'Myymälä', address: 'Hovioikeudenpuistikko 3, 65100 Vaasa' },
  ],
  labels: ['Helsinki', 'Vaasa'],
};

const renderPage = (api: FakeApiRoutes) =>
  renderWithPortal(<UserManagementPage />, { plugins: [userManagementPlugin], flags: { locations: true }, mode: 'B2B', userId: USER, api });

const mainRoutes = (extra: FakeApiRoutes = {}): FakeApiRoutes => ({
  [`GET ${USER_MANAGEMENT_API.companies(USER)}`]: MAIN_COMPANIES,
  [`GET ${op('existingUsers')}`]: USERS,
  [`GET ${USER_MANAGEMENT_API.settings(CODE, USER, SUB)[0]}`]: SETTINGS,
  [`GET ${USER_MANAGEMENT_API.eligibleLocations(CODE, USER, SUB)[0]}`]: ELIGIBLE,
  ...extra,
});

describe('user-management manifest', () => {
  it('contributes its page and menu step only in B2B mode with the locations flag', () => {
    const on = testPlugin(userManagementPlugin, { flags: { locations: true }, mode: 'B2B' });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/kayttajahallinta']);
    expect(on.menu.map((step) => step.id)).toEqual(['user-management.menu']);
    const b2c = testPlugin(userManagementPlugin, { flags: { locations: true }, mode: 'B2C' });
    expect([b2c.routes, b2c.menu]).toEqual([[], []]);
    const off = testPlugin(userManagementPlugin, { flags: { locations: false }, mode: 'B2B' });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(userManagementPlugin)).toEqual([]);
  });
});

describe('user-management page', () => {
  it('lists the users with their places and rights, and the open invitations, with no accessibility violations', async () => {
    renderPage(mainRoutes());
    expect(screen.getByRole('heading', { level: 1, name: 'Käyttäjähallinta' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'alikayttaja@vare.example' })).closest('tr')!;
    expect(within(row).getByText('Alikäyttäjä')).toBeInTheDocument();
    expect(within(row).getByText('1 käyttöpaikkaa, joista 0 täysin oikeuksin')).toBeInTheDocument();
    expect(screen.getByText(/kutsuttu@example\.fi \(kutsuttu 10\.1\.2026\)/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('tells a sub-user that the main user manages users', async () => {
    renderPage({ [`GET ${USER_MANAGEMENT_API.companies(USER)}`]: { companies: [{ customerCode: CODE, businessName: null, role: 'sub' }] } });
    expect(await screen.findByText('Käyttäjiä hallinnoi yrityksen pääkäyttäjä.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lisää käyttäjä' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(
      mainRoutes({
        [`GET ${USER_MANAGEMENT_API.companies(USER)}`]: () => {
          calls += 1;
          if (calls === 1) throw apiFailure(500, 'INTERNAL');
          return MAIN_COMPANIES;
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Käyttäjien hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('rowheader', { name: 'alikayttaja@vare.example' })).toBeInTheDocument();
  });

  it('adds a user by address through a confirm and a success modal, with the keyboard', async () => {
    const posted: unknown[] = [];
    renderPage(mainRoutes({ [`POST ${op('create')}`]: (call) => (posted.push(call.body), { outcome: 'invited', userId: null }) }));
    const field = await screen.findByLabelText('Sähköpostiosoite');
    await userEvent.type(field, 'uusi@example.fi{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Lisätäänkö käyttäjä?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää' }));
    expect(await screen.findByRole('dialog', { name: 'Kutsu lähetetty' })).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'uusi@example.fi' }]);
  });

  it('manages a sub-user: places with right and expiry, adds two places READ_ONLY', async () => {
    const posted: unknown[] = [];
    renderPage(mainRoutes({ [`POST ${op('updateAccessRights')}`]: (call) => (posted.push(call.body), SETTINGS) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hallinnoi käyttäjää alikayttaja@vare.example' }));
    const place = (await screen.findByRole('rowheader', { name: /Toimisto/ })).closest('tr')!;
    expect(within(place).getByText('Vain luku')).toBeInTheDocument();
    expect(within(place).getByText('31.3.2026 asti')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Varasto/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Myymälä/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lisää valitut käyttöpaikat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lisätäänkö käyttöpaikat?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää valitut käyttöpaikat' }));
    expect(await screen.findByRole('dialog', { name: 'Käyttöpaikat lisätty' })).toBeInTheDocument();
    expect(posted).toEqual([
      {
        subUserId: SUB,
        locations: [
          { locationIdentifier: 'P2', accessRight: 'READ_ONLY' },
          { locationIdentifier: 'P3', accessRight: 'READ_ONLY' },
        ],
        labels: [],
        expiresOn: null,
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('gives FULL_ACCESS by label with a last day, and shows the existing label rule', async () => {
    const posted: unknown[] = [];
    renderPage(mainRoutes({ [`POST ${op('updateAccessRights')}`]: (call) => (posted.push(call.body), SETTINGS) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hallinnoi käyttäjää alikayttaja@vare.example' }));
    expect(await screen.findByText(/Kaikki tunnisteella Vaasa: Vain luku, toistaiseksi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poista tunnistesääntö Vaasa' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Kaikki tunnisteella Helsinki' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Täydet oikeudet' }));
    await userEvent.type(screen.getByLabelText(/Voimassa asti/), '31.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lisää valitut käyttöpaikat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lisätäänkö käyttöpaikat?' });
    expect(confirm).toHaveTextContent('tunnisteiden Helsinki');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää valitut käyttöpaikat' }));
    await screen.findByRole('dialog', { name: 'Käyttöpaikat lisätty' });
    expect(posted).toEqual([{ subUserId: SUB, locations: [], labels: [{ label: 'Helsinki', accessRight: 'FULL_ACCESS' }], expiresOn: '2026-12-31' }]);
  });

  it('refuses a bad expiry date next to the field, sending nothing', async () => {
    const posted: unknown[] = [];
    renderPage(mainRoutes({ [`POST ${op('updateAccessRights')}`]: (call) => (posted.push(call.body), SETTINGS) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hallinnoi käyttäjää alikayttaja@vare.example' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Varasto/ }));
    await userEvent.type(screen.getByLabelText(/Voimassa asti/), '31.2.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lisää valitut käyttöpaikat' }));
    expect(await screen.findByText('Anna päivämäärä muodossa P.K.VVVV.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows a refused main-user transfer with its error code in a modal (requirements §8)', async () => {
    const path = op('transferMainUserRights');
    renderPage(
      mainRoutes({
        [`POST ${path}`]: () => {
          throw new ApiRequestError(409, 'CONFLICT', 'not verified', 'POST', path, 'body.targetUserId', undefined, {
            transferError: 'TARGET_NOT_VERIFIED',
          });
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hallinnoi käyttäjää alikayttaja@vare.example' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Siirrä pääkäyttäjyys tälle käyttäjälle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Siirretäänkö pääkäyttäjyys?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Siirrä pääkäyttäjyys' }));
    const error = await screen.findByRole('alertdialog', { name: 'Pääkäyttäjyyttä ei voitu siirtää' });
    expect(error).toHaveTextContent('Käyttäjä ei ole vielä vahvistanut tunnustaan.');
    expect(error).toHaveTextContent('Virhekoodi: TARGET_NOT_VERIFIED');
  });
});

describe('the menu step gate', () => {
  it('shows the step to a main user and not to a sub-user', async () => {
    const { default: MainUserOnly } = await import('./menu/MainUserOnly');
    const { unmount } = renderWithPortal(<MainUserOnly>Käyttäjähallinta-linkki</MainUserOnly>, {
      plugins: [userManagementPlugin],
      userId: USER,
      api: { [`GET ${USER_MANAGEMENT_API.companies(USER)}`]: MAIN_COMPANIES },
    });
    expect(await screen.findByText('Käyttäjähallinta-linkki')).toBeInTheDocument();
    unmount();
    renderWithPortal(<MainUserOnly>Käyttäjähallinta-linkki</MainUserOnly>, {
      plugins: [userManagementPlugin],
      userId: USER,
      api: { [`GET ${USER_MANAGEMENT_API.companies(USER)}`]: { companies: [{ customerCode: CODE, businessName: null, role: 'sub' }] } },
    });
    // The answer arrives on the next ticks; give it time to (not) show the step.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Käyttäjähallinta-linkki')).not.toBeInTheDocument();
  });
});

describe('company customerships section', () => {
  it('adds a business customer with the invoice proof, with no accessibility violations', async () => {
    const posted: unknown[] = [];
    renderPage(
      mainRoutes({
        [`POST ${op('addCustomership')}`]: (call) => (posted.push(call.body), { customerCode: '1500002', added: true, places: 3 }),
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Yrityksen asiakkuudet',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lisää asiakkuus' }));
    expect(screen.getByText('Anna asiakasnumero numeroina.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Asiakasnumero'), '1500002');
    await userEvent.type(screen.getByLabelText('Laskun viitenumero'), 'RF18 0000 0000 0001{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Asiakkuus lisätty' })).toBeInTheDocument();
    expect(posted).toEqual([{ customerNumber: '1500002', invoiceReference: 'RF18 0000 0000 0001' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('removes a customership through a confirm modal and shows the refusal code text', async () => {
    renderPage(
      mainRoutes({
        [`DELETE ${op('removeCustomership')}`]: () => {
          throw new ApiRequestError(409, 'CONFLICT', 'refused', 'DELETE', '', undefined, undefined, { customershipError: 'HAS_SUB_USERS' });
        },
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Poista asiakkuus Kiinteistö Pohjanmaa Oy',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Poistetaanko asiakkuus?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    const refused = await screen.findByRole('alertdialog', {
      name: 'Asiakkuutta ei voitu poistaa',
    });
    expect(within(refused).getByText(/Yrityksellä on alikäyttäjiä/)).toBeInTheDocument();
  });
});
