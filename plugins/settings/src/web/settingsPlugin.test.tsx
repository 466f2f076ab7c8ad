import { screen, waitFor, within } from '@testing-library/react';
import { UiModeRef, ApiRequestError } from '@portal/core';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { SETTINGS_API } from '../contract/paths';
import { settingsPlugin } from '../index';
import SettingsPage from './pages/SettingsPage';

/** Component tests run in jsdom: `npx vitest run plugins/settings/src/web`. */
const USER = 'u-1';
const ME = {
  priwattiUserId: USER,
  email: 'olli@example.fi',
  graphMode: 'AUTOSCALE',
  subscribedToTipsAndTricks: false,
  customerCodes: [{ company: 'VARE', customerType: 'B2C' }],
};

const failure = (status: number, code: string, field?: string, details?: Record<string, unknown>) =>
  new ApiRequestError(status, code, code, 'POST', '', field, undefined, details);

function renderPage(overrides: FakeApiRoutes = {}, me: object = ME) {
  return renderWithPortal(<SettingsPage />, {
    plugins: [settingsPlugin],
    flags: { generalSettings: true },
    company: { code: 'VARE' },
    api: { 'GET /api/v2/me': me, ...overrides },
  });
}

describe('settings manifest', () => {
  it('contributes its page, menu step and confirm modal only with the generalSettings flag', () => {
    const on = testPlugin(settingsPlugin, { flags: { generalSettings: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/asetukset']);
    expect(on.menu.map((step) => step.id)).toEqual(['settings.menu']);
    const off = testPlugin(settingsPlugin, { flags: { generalSettings: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(settingsPlugin)).toEqual([]);
  });
});

describe('settings page', () => {
  it('shows every setting and what deletion removes and keeps, with no accessibility violations', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kieli' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kuvaajat' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /vinkkejä/ })).not.toBeChecked();
    expect(screen.getByText(/Laskut säilytetään kirjanpitolain mukaan/)).toBeInTheDocument();
    // One kind of customership: nothing to switch.
    expect(screen.queryByRole('heading', { name: 'Näkymä' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('stores the graph mode and the tips subscription at once', async () => {
    const view = renderPage({
      [`POST ${SETTINGS_API.setProperty(USER)}`]: null,
      [`POST ${SETTINGS_API.setEmailSubscription(USER)}`]: { subscribedToTipsAndTricks: true },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Aloita nollasta' }));
    await waitFor(() => expect(view.api.calls.find((c) => c.path === SETTINGS_API.setProperty(USER))?.body).toEqual({ graphMode: 'FROM_ZERO' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /vinkkejä/ }));
    await waitFor(() =>
      expect(view.api.calls.find((c) => c.path === SETTINGS_API.setEmailSubscription(USER))?.body).toEqual({ subscribedToTipsAndTricks: true }),
    );
    expect((await screen.findAllByText('Tallennettu.')).length).toBeGreaterThan(0);
  });

  it('stores the language and switches the portal to it', async () => {
    const view = renderPage({ [`POST ${SETTINGS_API.setProperty(USER)}`]: null });
    await userEvent.click(await screen.findByRole('radio', { name: 'Svenska' }));
    await waitFor(() => expect(view.api.calls.find((c) => c.path === SETTINGS_API.setProperty(USER))?.body).toEqual({ language: 'sv' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
  });

  it('offers the mode to a person with both kinds of customership, and the portal follows it', async () => {
    const both = {
      ...ME,
      customerCodes: [
        { company: 'VARE', customerType: 'B2C' },
        { company: 'VARE', customerType: 'B2B' },
      ],
    };
    const view = renderPage({ [`POST ${SETTINGS_API.setProperty(USER)}`]: null }, both);
    expect(await screen.findByRole('heading', { name: 'Näkymä' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yritysasiakas' }));
    await waitFor(() => expect(view.api.calls.find((c) => c.path === SETTINGS_API.setProperty(USER))?.body).toEqual({ uiMode: 'B2B' }));
    expect(view.runtime.resolve(UiModeRef).get()).toBe('B2B');
  });

  it('changes the e-mail: a taken address and a wrong code are shown on their fields, then the code confirms', async () => {
    let confirmCalls = 0;
    const view = renderPage({
      [`POST ${SETTINGS_API.changeEmailAddress(USER)}`]: (call) => {
        if ((call.body as { newEmail: string }).newEmail === 'taken@example.fi') throw failure(409, 'ACCOUNT_ALREADY_EXISTS', 'body.newEmail');
        return { pendingEmail: 'uusi@example.fi', expiresAt: '2026-01-15T10:30:00.000Z' };
      },
      [`POST ${SETTINGS_API.confirmEmailAddress(USER)}`]: () => {
        confirmCalls += 1;
        if (confirmCalls === 1) throw failure(400, 'INVALID_CODE', 'body.code', { reason: 'WRONG', attemptsLeft: 4 });
        return { email: 'uusi@example.fi' };
      },
    });
    await userEvent.type(await screen.findByLabelText('Uusi sähköpostiosoite'), 'taken@example.fi');
    await userEvent.type(screen.getByLabelText('Nykyinen salasana'), 'salasana');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    expect(await screen.findByText('Osoitteella on jo toinen tili. Valitse toinen osoite.', { selector: 'a' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Uusi sähköpostiosoite'));
    await userEvent.type(screen.getByLabelText('Uusi sähköpostiosoite'), 'uusi@example.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    expect(
      await screen.findByText(/Lähetimme vahvistuskoodin osoitteeseen uusi@example\.fi\. Koodi on voimassa klo 12:30 asti\./),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Vahvistuskoodi/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByText('Koodi on väärä. Sinulla on vielä 4 yritystä.', { selector: 'a' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByText('Sähköpostiosoitteesi on nyt uusi@example.fi. Kirjaudu jatkossa sillä.')).toBeInTheDocument();
    expect(view.api.calls.filter((c) => c.path === SETTINGS_API.confirmEmailAddress(USER))).toHaveLength(2);
  });

  it('deletes the account only after the confirm modal, with the password; a wrong password is shown on its field', async () => {
    let attempts = 0;
    const view = renderPage({
      [`DELETE ${SETTINGS_API.deleteAccount(USER)}`]: () => {
        attempts += 1;
        if (attempts === 1) throw failure(403, 'FORBIDDEN', 'body.password');
        return null;
      },
      'POST /api/auth/v1/logout': null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Poista tili' }));
    expect(await screen.findByText('Anna salasanasi.', { selector: 'a' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Salasana/), 'väärä');
    await userEvent.click(screen.getByRole('button', { name: 'Poista tili' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/olli@example\.fi/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(view.api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Poista tili' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Poista tili pysyvästi' }));
    expect(await screen.findByText('Salasana on väärä.', { selector: 'a' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Poista tili' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Poista tili pysyvästi' }));
    await waitFor(() => expect(view.api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
    expect(view.api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ password: 'väärä' });
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      'GET /api/v2/me': () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return ME;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Asetusten hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Kieli' })).toBeInTheDocument();
  });
});
