import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CORE_MODALS } from '../services/modals/coreModals';
import { ModalServiceRef } from '../services/modals/modalService';
import { confirmDueDateChange, exampleInvoicesPlugin } from '../testing/examplePlugin.fixture';
import { renderWithPortal } from '../testing/renderWithPortal';

describe('ModalHost', () => {
  it('shows a core modal as a labelled dialog with Finnish text, and OK resolves the handle', async () => {
    const user = userEvent.setup();
    const { runtime } = renderWithPortal(<button type="button">Avaa</button>);
    let result!: Promise<unknown>;
    act(() => {
      result = runtime.resolve(ModalServiceRef).open(CORE_MODALS.pdfNotFound, { code: 'PDF_NOT_FOUND' }).result;
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'PDF-tiedostoa ei löytynyt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Virhekoodi: PDF_NOT_FOUND');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renders a plugin confirm modal lazily and resolves with its result', async () => {
    const user = userEvent.setup();
    const { runtime } = renderWithPortal(<p>sivu</p>, { plugins: [exampleInvoicesPlugin], flags: { invoices: true } });
    let result!: Promise<unknown>;
    act(() => {
      result = runtime.resolve(ModalServiceRef).open(confirmDueDateChange, { dueDay: 15 }).result;
    });
    await screen.findByRole('dialog', { name: 'Vaihda eräpäivä 15.' });
    await user.click(screen.getByRole('button', { name: 'Vahvista' }));
    await expect(result).resolves.toBe('confirmed');
  });

  it('moves focus in, traps Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const { runtime } = renderWithPortal(<button type="button">Avaa</button>, {
      plugins: [exampleInvoicesPlugin],
      flags: { invoices: true },
    });
    const opener = screen.getByRole('button', { name: 'Avaa' });
    opener.focus();
    let result!: Promise<unknown>;
    act(() => {
      result = runtime.resolve(ModalServiceRef).open(confirmDueDateChange, { dueDay: 1 }).result;
    });
    const dialog = await screen.findByRole('dialog');
    const confirm = await screen.findByRole('button', { name: 'Vahvista' });
    confirm.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the session-expired modal when the session expires', async () => {
    const { runtime } = renderWithPortal(<p>sivu</p>, { language: 'en' });
    const { SessionServiceRef } = await import('../services/session/sessionService');
    act(() => runtime.resolve(SessionServiceRef).expire());
    // 'unknown' → 'expired' is still an unrequested end of the session.
    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  });
});
