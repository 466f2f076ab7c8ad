import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, apiFailure, type FakeApiRoutes, renderWithPortal, createFakePushBrowser } from '@portal/core/testing';
import { PUSH_PATHS } from '@portal/core';
import { WebPushToggle } from './WebPushToggle';

const KEY = 'B'.repeat(87);
const api = (overrides: FakeApiRoutes = {}): FakeApiRoutes => ({
  [`GET ${PUSH_PATHS.publicKey}`]: { publicKey: KEY },
  [`POST ${PUSH_PATHS.register}`]: null,
  [`POST ${PUSH_PATHS.unregister}`]: null,
  ...overrides,
});

describe('WebPushToggle', () => {
  it('turns notifications on for this device from the keyboard, and off again', async () => {
    const browser = createFakePushBrowser();
    const view = renderWithPortal(<WebPushToggle browser={browser} />, { api: api() });
    const box = await screen.findByRole('checkbox', { name: 'Ilmoitukset tähän laitteeseen' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Ota käyttöön/);

    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toHaveAccessibleDescription(/myös silloin, kun portaali ei ole auki/);
    expect(view.api.calls.some((call) => call.method === 'POST' && call.path === PUSH_PATHS.register)).toBe(true);
    expect(box).toHaveFocus();

    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).not.toBeChecked());
    expect(browser.subscription).toBeNull();
    expect(view.api.calls.at(-1)).toMatchObject({ method: 'POST', path: PUSH_PATHS.unregister });
  });

  it('explains a blocked permission and cannot be turned on', async () => {
    renderWithPortal(<WebPushToggle browser={createFakePushBrowser({ permission: 'denied' })} />, { api: api() });
    const box = await screen.findByRole('checkbox', { name: 'Ilmoitukset tähän laitteeseen' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/estetty tämän selaimen asetuksissa/));
    expect(box).toBeDisabled();
  });

  it('explains an unsupported browser', async () => {
    renderWithPortal(<WebPushToggle browser={createFakePushBrowser({ supported: false })} />, { api: api() });
    const box = await screen.findByRole('checkbox', { name: 'Ilmoitukset tähän laitteeseen' });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Tämä selain ei tue ilmoituksia.'));
    expect(box).toBeDisabled();
  });

  it('shows nothing when the server sends no push', async () => {
    const view = renderWithPortal(<WebPushToggle browser={createFakePushBrowser()} />, {
      api: api({ [`GET ${PUSH_PATHS.publicKey}`]: { publicKey: null } }),
    });
    await waitFor(() => expect(view.api.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });

  it('announces a failure and stays off', async () => {
    renderWithPortal(<WebPushToggle browser={createFakePushBrowser()} />, {
      api: api({
        [`POST ${PUSH_PATHS.register}`]: () => {
          throw apiFailure(500, 'INTERNAL');
        },
      }),
    });
    const box = await screen.findByRole('checkbox', { name: 'Ilmoitukset tähän laitteeseen' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ilmoitusasetusta ei voitu muuttaa. Yritä uudelleen.');
    expect(box).not.toBeChecked();
  });

  it('speaks Swedish and English too', async () => {
    const view = renderWithPortal(<WebPushToggle browser={createFakePushBrowser()} />, { api: api() });
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeEnabled());
    await act(() => view.runtime.i18n.changeLanguage('sv'));
    expect(await screen.findByRole('checkbox', { name: 'Aviseringar till den här enheten' })).toBeInTheDocument();
    await act(() => view.runtime.i18n.changeLanguage('en'));
    expect(await screen.findByRole('checkbox', { name: 'Notifications to this device' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const view = renderWithPortal(<WebPushToggle browser={createFakePushBrowser()} />, { api: api() });
    await screen.findByRole('checkbox');
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('web push texts', () => {
  it('have the same keys in fi, sv and en, none empty', async () => {
    const { webPushTexts } = await import('./webPushTexts');
    const keys = Object.keys(webPushTexts.fi).sort();
    for (const texts of [webPushTexts.sv, webPushTexts.en]) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });
});
