import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureFlagServiceRef, ModalServiceRef } from '@portal/core';
import { adminPlugin, DEMO_MODAL, demoPlugin, loginPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';

describe('portal shell', () => {
  it('builds the side menu from the active plugins, grouped by requirements §2 section', async () => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true } });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('heading', { name: 'Palvelut' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Kulutus' })).toHaveAttribute('href', '/kulutus');
    expect(within(menu).getByRole('heading', { name: 'Omat tiedot' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Asetukset' })).toBeInTheDocument();
  });

  it('has a skip link to the main landmark, a banner with the company and the main landmark', async () => {
    renderHost({ plugins: [demoPlugin], flags: { consumption: true } });
    expect(screen.getByRole('link', { name: 'Siirry pääsisältöön' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toHaveTextContent('Testiyhtiö');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('adds and removes the route, the menu step and the modal together when a flag changes at run time', async () => {
    const { runtime } = renderHost({ plugins: [demoPlugin], flags: { consumption: true }, route: '/kulutus' });
    await screen.findByRole('heading', { name: 'Kulutussivu' });
    await userEvent.click(screen.getByRole('button', { name: 'Avaa info' }));
    expect(await screen.findByRole('dialog', { name: 'Kulutusinfo' })).toBeInTheDocument();

    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ consumption: false }));
    expect(screen.queryByRole('link', { name: 'Kulutus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(runtime.getContributions().modals.some((m) => m.ref.id === DEMO_MODAL.id)).toBe(false);

    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ consumption: true }));
    expect(await screen.findByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kulutus' })).toBeInTheDocument();
    act(() => void runtime.resolve(ModalServiceRef).open(DEMO_MODAL));
    expect(await screen.findByRole('dialog', { name: 'Kulutusinfo' })).toBeInTheDocument();
  });

  it('switches the language of the shell and the plugins', async () => {
    renderHost({ plugins: [demoPlugin], flags: { consumption: true } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'en');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Consumption' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sv');
    expect(await screen.findByRole('link', { name: 'Förbrukning' })).toBeInTheDocument();
  });

  it('shows the 404 page for a path no active plugin serves', async () => {
    renderHost({ plugins: [demoPlugin], flags: { consumption: true }, route: '/ei-ole' });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/');
  });

  it('turns a crashing page into the general error modal and keeps the shell usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHost({ plugins: [demoPlugin], flags: { consumption: true }, route: '/kaatuu' });
    expect(await screen.findByRole('alertdialog', { name: 'Jokin meni vikaan' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sivun näyttäminen epäonnistui.');
    expect(await screen.findByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
  });

  it("sends visitors without a session to the account plugin's public login route", async () => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/kulutus', loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Kirjautuminen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kulutussivu' })).not.toBeInTheDocument();
  });

  it('shows the admin menu only to users with admin.access, open or closed', async () => {
    const { unmount } = renderHost({ plugins: [demoPlugin, adminPlugin], flags: { consumption: true } });
    await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(screen.queryByRole('navigation', { name: 'Ylläpitovalikko' })).not.toBeInTheDocument();
    unmount();

    renderHost({ plugins: [demoPlugin, adminPlugin], flags: { consumption: true }, groups: ['superusers'] });
    const toggle = await screen.findByRole('button', { name: 'Avaa ylläpitovalikko' });
    expect(screen.queryByRole('link', { name: 'Käyttäjähaku' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Käyttäjähaku' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sulje ylläpitovalikko' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('applies flag overrides from the server and uses the defaults when it has none', async () => {
    const { runtime } = renderHost({
      plugins: [demoPlugin],
      flags: { consumption: true },
      api: { 'GET /api/v1/features': { flags: { consumption: false } } },
    });
    await waitFor(() => expect(runtime.resolve(FeatureFlagServiceRef).isOn('consumption')).toBe(false));
  });
});
