import { createRouteRef, definePlugin, CORE_API_VERSION } from '@portal/core';
import { renderWithPortal } from '@portal/core/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketPricePlugin } from '../../index';
import { PriceAlertLink } from './PriceAlertLink';

// A stand-in for the alerts plugin's price page: the link knows only its own external route ref
// (plugins never import each other); the company binds it to the page's route ref id.
const alertsStandIn = definePlugin({
  id: 'alerts',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [
    {
      ref: createRouteRef({ id: 'alerts.price', path: '/halytykset/hinta' }),
      page: async () => ({ default: () => null }),
      enabledWhen: { flag: 'priceLimit' },
    },
  ],
});

const BOUND = { 'market-price.priceAlerts': 'alerts.price' };

const render = (options: { userId?: string; priceLimit: boolean; alerts?: boolean; bindings?: Record<string, string> }) =>
  renderWithPortal(<PriceAlertLink />, {
    plugins: options.alerts === false ? [marketPricePlugin] : [marketPricePlugin, alertsStandIn],
    company: { routeBindings: options.bindings ?? BOUND },
    flags: { marketPrice: true, priceLimit: options.priceLimit },
    ...(options.userId ? { userId: options.userId } : {}),
  });

describe('PriceAlertLink on /porssisahko', () => {
  it('links a signed-in person with priceLimit on to the price alert page', async () => {
    render({ userId: 'u-1', priceLimit: true });
    expect(await screen.findByRole('link', { name: /Hintaraja ja päivittäinen hintaraportti/ })).toHaveAttribute('href', '/halytykset/hinta');
  });

  it('follows the bound page where the company moved it', async () => {
    const moved = definePlugin({
      ...alertsStandIn,
      routes: [{ ...alertsStandIn.routes![0]!, ref: createRouteRef({ id: 'alerts.price', path: '/hinnat/halytys' }) }],
    });
    renderWithPortal(<PriceAlertLink />, {
      plugins: [marketPricePlugin, moved],
      company: { routeBindings: BOUND },
      flags: { marketPrice: true, priceLimit: true },
      userId: 'u-1',
    });
    expect(await screen.findByRole('link')).toHaveAttribute('href', '/hinnat/halytys');
  });

  it('is not there without the flag, without a session, without the alerts page in the portal, or unbound', async () => {
    const cases = [
      { userId: 'u-1', priceLimit: false },
      { priceLimit: true },
      { userId: 'u-1', priceLimit: true, alerts: false },
      { userId: 'u-1', priceLimit: true, bindings: {} },
    ];
    for (const options of cases) {
      const { unmount } = render(options);
      // Let the session and flags settle (the positive case finds its link within this time).
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('link'), JSON.stringify(options)).toBeNull();
      unmount();
    }
  });
});
