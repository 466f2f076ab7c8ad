import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiModeRef } from '@portal/core';
import { demoPlugin, loginPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';
import { NARROW_SCREEN_QUERY } from './useNarrowScreen';

/** jsdom has no layout: a matchMedia that answers the phone query as a phone would. */
function pretendScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_SCREEN_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const ME = (customerTypes: readonly ('B2C' | 'B2B')[]) => ({
  'GET /api/v2/me': {
    priwattiUserId: 42,
    loginInfo: { groups: [] },
    customerCodes: customerTypes.map((customerType, i) => ({ company: 'VARE', companyName: 'Vare', customerCode: `C${i}`, customerType })),
  },
});

describe('phone shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('folds the menu and the header actions behind a menu button: a modal dialog, Escape gives focus back', async () => {
    pretendScreen(true);
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/kulutus' });
    await screen.findByRole('heading', { name: 'Kulutussivu' });
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('combobox', { name: 'Kieli' })).not.toBeInTheDocument();

    // The menu button comes with the signed-in header, which waits for the user's own answer.
    const button = await screen.findByRole('button', { name: 'Valikko' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Päävalikko' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const current = within(dialog).getByRole('link', { name: 'Kulutus' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Kieli' })).toBeInTheDocument();
    // The page behind is out of reach while the menu is open.
    expect(document.getElementById('main-content')?.closest('[inert]')).not.toBeNull();

    // Tab from the last control comes round to the first.
    const focusable = within(dialog).getAllByRole('link').concat(within(dialog).getAllByRole('button'));
    expect(focusable.length).toBeGreaterThan(2);
    for (let i = 0; i < focusable.length + 1; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('closes the menu when a link in it is followed', async () => {
    pretendScreen(true);
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/asetukset' });
    await userEvent.click(await screen.findByRole('button', { name: 'Valikko' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Kulutus' }));
    expect(await screen.findByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the side menu and the header actions in place on a wide screen', async () => {
    pretendScreen(false);
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true } });
    expect(await screen.findByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valikko' })).not.toBeInTheDocument();
  });
});

describe('mode switch', () => {
  it('is offered to a user who is both a private and a business customer of the company', async () => {
    renderHost({ plugins: [demoPlugin], flags: { consumption: true }, api: ME(['B2C', 'B2B']) });
    const select = await screen.findByRole('combobox', { name: 'Käyttötila' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kuluttaja', 'Yritys']);
  });

  it('starts a user with both modes in the stored one, and stores a new choice', async () => {
    const { runtime, api } = renderHost({
      plugins: [demoPlugin],
      flags: { consumption: true },
      api: { ...ME(['B2C', 'B2B']), 'GET /api/v2/user/42/ui': { uiMode: 'B2B' }, 'POST /api/v2/user/42/setProperty': null },
    });
    const select = await screen.findByRole('combobox', { name: 'Käyttötila' });
    await vi.waitFor(() => expect(runtime.resolve(UiModeRef).get()).toBe('B2B'));
    await userEvent.selectOptions(select, 'B2C');
    expect(runtime.resolve(UiModeRef).get()).toBe('B2C');
    await vi.waitFor(() => expect(api.calls.find((call) => call.path === '/api/v2/user/42/setProperty')?.body).toEqual({ uiMode: 'B2C' }));
  });

  it('is not offered to a user with one mode, who is put in it', async () => {
    const { runtime } = renderHost({ plugins: [demoPlugin], flags: { consumption: true }, api: ME(['B2B']) });
    await screen.findByRole('navigation', { name: 'Päävalikko' });
    await vi.waitFor(() => expect(runtime.resolve(UiModeRef).get()).toBe('B2B'));
    expect(screen.queryByRole('combobox', { name: 'Käyttötila' })).not.toBeInTheDocument();
  });
});
