import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_ACTIONS_SLOT, Slot } from '@portal/core';
import { renderWithPortal, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { customerServicePlugin } from '../index';

const numbers = [
  { company: 'VARE', type: 'CustomerService', number: '0800 912 340', hours: 'ma–pe 8–16' },
  { company: 'VARE', type: 'Hotline', number: '0800 912 349', hours: 'ma–su 0–24' },
] as const;

describe('customer service plugin', () => {
  it('contributes its header button and numbers modal without any flag', () => {
    const contributions = testPlugin(customerServicePlugin, { flags: {} });
    expect(contributions.slots.map((s) => s.id)).toEqual(['customer-service.headerButton']);
    expect(contributions.modals.map((m) => m.ref.id)).toEqual(['customer-service.numbers']);
  });

  it('opens the company numbers with hours and tel: links from the header button', async () => {
    renderWithPortal(<Slot slot={HEADER_ACTIONS_SLOT} props={{}} />, {
      plugins: [customerServicePlugin],
      company: { displayName: 'Vare Energia', customerServiceNumbers: numbers },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Asiakaspalvelu: puhelinnumerot ja aukioloajat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asiakaspalvelun numerot' });
    expect(dialog).toHaveTextContent('Vare Energia palvelee sinua puhelimitse.');
    expect(within(dialog).getByRole('link', { name: 'Soita numeroon 0800 912 340 (Asiakaspalvelu)' })).toHaveAttribute('href', 'tel:+358800912340');
    expect(within(dialog).getByRole('link', { name: 'Soita numeroon 0800 912 349 (Päivystys)' })).toHaveAttribute('href', 'tel:+358800912349');
    expect(dialog).toHaveTextContent('Palveluajat: ma–pe 8–16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Swedish and English', async () => {
    renderWithPortal(<Slot slot={HEADER_ACTIONS_SLOT} props={{}} />, {
      plugins: [customerServicePlugin],
      company: { customerServiceNumbers: numbers },
      language: 'sv',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kundtjänst: telefonnummer och öppettider' }));
    expect(await screen.findByRole('dialog', { name: 'Kundtjänstens nummer' })).toHaveTextContent('Öppettider: ma–pe 8–16');
  });

  it('has the same keys in every language', async () => {
    expect(await translationKeyMismatches(customerServicePlugin)).toEqual([]);
  });
});
