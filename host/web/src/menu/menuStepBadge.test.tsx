import type { ComponentType, ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { CORE_API_VERSION, createRouteRef, definePlugin } from '@portal/core';
import { loginPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';

const INBOX = createRouteRef({ id: 'inbox.page', path: '/viestit' });

function inboxPlugin(badge: ComponentType) {
  return definePlugin({
    id: 'inbox',
    version: '0.0.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: {},
    routes: [{ ref: INBOX, page: async () => ({ default: () => <h1>Saapuneet</h1> }) }],
    menu: [{ id: 'inbox.menu', labelKey: 'menu', route: INBOX, section: 'services', order: 1, badge: async () => ({ default: badge }) }],
    translations: { fi: { menu: 'Viestit' }, sv: { menu: 'Meddelanden' }, en: { menu: 'Messages' } },
  });
}

/** MenuStep.badge: drawn inside the step's link, so the link's name includes it; a broken badge leaves the label. */
describe('a menu step badge', () => {
  it('is part of the step link', async () => {
    renderHost({ plugins: [inboxPlugin(() => <span> (2 lukematonta)</span>), loginPlugin], route: '/viestit' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Viestit (2 lukematonta)' })).toHaveAttribute('href', '/viestit'));
  });

  it('fails alone: the step keeps its label', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = () => {
      throw new Error('badge broke on purpose');
    };
    renderHost({ plugins: [inboxPlugin(broken), loginPlugin], route: '/viestit' });
    await screen.findByRole('heading', { name: 'Saapuneet' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Viestit' })).toHaveAttribute('aria-current', 'page'));
  });
});

/** MenuStep.shownWhen: the plugin's lazy gate decides whether the step is drawn at all; it fails closed. */
describe('a menu step gate', () => {
  function gatedPlugin(gate: ComponentType<{ children: ReactNode }>) {
    return definePlugin({
      id: 'inbox',
      version: '0.0.0',
      apiVersion: CORE_API_VERSION,
      enabledWhen: {},
      routes: [{ ref: INBOX, page: async () => ({ default: () => <h1>Saapuneet</h1> }) }],
      menu: [{ id: 'inbox.menu', labelKey: 'menu', route: INBOX, section: 'services', order: 1, shownWhen: async () => ({ default: gate }) }],
      translations: { fi: { menu: 'Viestit' }, sv: { menu: 'Meddelanden' }, en: { menu: 'Messages' } },
    });
  }

  it('draws the step when the gate renders its children', async () => {
    renderHost({ plugins: [gatedPlugin(({ children }) => <>{children}</>), loginPlugin], route: '/viestit' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Viestit' })).toBeInTheDocument());
  });

  it('leaves the step out when the gate renders nothing', async () => {
    renderHost({ plugins: [gatedPlugin(() => null), loginPlugin], route: '/viestit' });
    await screen.findByRole('heading', { name: 'Saapuneet' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).queryByRole('link', { name: 'Viestit' })).not.toBeInTheDocument();
  });

  it('fails closed: a broken gate hides the step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = (): ReactNode => {
      throw new Error('gate broke on purpose');
    };
    renderHost({ plugins: [gatedPlugin(broken), loginPlugin], route: '/viestit' });
    await screen.findByRole('heading', { name: 'Saapuneet' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).queryByRole('link', { name: 'Viestit' })).not.toBeInTheDocument();
  });
});
