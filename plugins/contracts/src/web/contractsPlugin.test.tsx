import { ApiClientRef, LOCATION_CARD_SLOT, Slot } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractsPlugin } from '../index';
import { contractsAnswer, pageRoutes, PLACE } from './testing/contractsFixtures';

describe('contracts plugin', () => {
  it('contributes nothing without contractsAndPrices, and gates its modals by their own flags', () => {
    const off = testPlugin(contractsPlugin, { flags: { greenPower: true, followUpOffer: true } });
    expect([off.routes, off.slots, off.modals]).toEqual([[], [], []]);

    const base = testPlugin(contractsPlugin, { flags: { contractsAndPrices: true } });
    expect(base.routes.map((r) => r.ref.defaultPath)).toEqual(['/sopimukset/:locationIdentifier']);
    expect(base.slots.map((s) => s.id)).toEqual(['contracts.locationCard']);
    expect(base.modals.map((m) => m.ref.id)).toEqual(['contracts.actionFailed']);

    const all = testPlugin(contractsPlugin, { flags: { contractsAndPrices: true, greenPower: true, followUpOffer: true } });
    expect(all.modals.map((m) => m.ref.id)).toEqual([
      'contracts.greenPowerInfo',
      'contracts.greenPowerConfirm',
      'contracts.greenPowerSuccess',
      'contracts.followUpOfferConfirm',
      'contracts.followUpOfferSuccess',
      'contracts.actionFailed',
    ]);
  });

  it('fills the location card slot with the contract in force and a link to its page', async () => {
    renderWithPortal(<Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: PLACE }} />, {
      plugins: [contractsPlugin],
      flags: { contractsAndPrices: true },
      services: [substitute(ApiClientRef, createFakeApiClient(pageRoutes(contractsAnswer())))],
    });
    const card = await screen.findByRole('region', { name: 'Sopimus' });
    // The card stands in a loading skeleton until the contracts arrive.
    await waitFor(() => expect(card).toHaveTextContent('Vare Kiinteä 24'));
    expect(card).toHaveTextContent('10,66 c/kWh (sis. ALV)');
    expect(screen.getByRole('link', { name: 'Näytä sopimukset ja hinnat: Vare Kiinteä 24' })).toHaveAttribute('href', `/sopimukset/${PLACE}`);
  });

  it('speaks Swedish', async () => {
    renderWithPortal(<Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: PLACE }} />, {
      plugins: [contractsPlugin],
      flags: { contractsAndPrices: true },
      language: 'sv',
      services: [substitute(ApiClientRef, createFakeApiClient(pageRoutes()))],
    });
    const card = await screen.findByRole('region', { name: 'Avtal' });
    await waitFor(() => expect(card).toHaveTextContent('10,66 c/kWh (inkl. moms)'));
  });

  it('has the same translation keys in every language', async () => {
    expect(await translationKeyMismatches(contractsPlugin)).toEqual([]);
  });
});
