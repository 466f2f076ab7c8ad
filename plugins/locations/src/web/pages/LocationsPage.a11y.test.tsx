import { ApiClientRef } from '@portal/core';
import { axeViolations, createFakeApiClient, renderWithPortal, substitute } from '@portal/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locationsPlugin } from '../../index';
import { contentItem } from '../testing/contentFixtures';
import LocationsPage from './LocationsPage';

describe('LocationsPage accessibility', () => {
  it('has no WCAG A/AA structure violations, in B2B mode and with the rename editor showing an error', async () => {
    const api = createFakeApiClient({
      'GET /api/v2/me': { priwattiUserId: 'u-1' },
      'GET /api/v2/servicelocation/user/u-1/content': {
        content: Array.from({ length: 25 }, (_, i) => contentItem(`L${i}`, i, { accessRight: i === 3 ? 'READ_ONLY' : 'FULL_ACCESS' })),
      },
    });
    renderWithPortal(<LocationsPage />, {
      plugins: [locationsPlugin],
      flags: { locations: true },
      mode: 'B2B',
      services: [substitute(ApiClientRef, api)],
    });
    await screen.findByRole('link', { name: 'Paikka L0' });
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nimeä: Paikka L0' }));
    await user.clear(screen.getByRole('textbox', { name: 'Käyttöpaikan nimi' }));
    await user.keyboard('{Enter}');
    expect(await axeViolations()).toEqual([]);
  });
});
