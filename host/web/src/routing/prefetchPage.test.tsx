import { screen, waitFor } from '@testing-library/react';
import { CORE_API_VERSION, createRouteRef, definePlugin } from '@portal/core';
import { renderHost } from '../testing/renderHost';

/** A protected page's chunk starts loading while the session is still being asked (RequireSession's prefetch). */
function pluginWithCountedPage() {
  const page = vi.fn(async () => ({ default: () => <h1>Laskut</h1> }));
  const plugin = definePlugin({
    id: 'bills',
    version: '0.0.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: {},
    routes: [{ ref: createRouteRef({ id: 'bills.page', path: '/laskut' }), page }],
    translations: { fi: {}, sv: {}, en: {} },
  });
  return { plugin, page };
}

describe('a protected page before the session answer', () => {
  it('has its chunk requested, and is shown only once the session is known', async () => {
    const { plugin, page } = pluginWithCountedPage();
    let answer: (value: unknown) => void = () => undefined;
    const sessionAnswer = new Promise((resolve) => {
      answer = resolve;
    });
    renderHost({ plugins: [plugin], route: '/laskut', api: { 'POST /api/auth/v1/session-status': () => sessionAnswer } });
    await waitFor(() => expect(page).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Laskut' })).not.toBeInTheDocument();
    answer({ hasRefreshToken: false, expiresAt: Date.parse('2025-01-15T11:00:00Z') / 1000 });
    expect(await screen.findByRole('heading', { name: 'Laskut' })).toBeInTheDocument();
  });
});
