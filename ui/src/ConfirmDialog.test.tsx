import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('names the action, focuses it, confirms with it and cancels with the button or Escape, axe clean', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithPortal(
      <ConfirmDialog title="Poistetaanko tiedote?" confirmLabel="Poista" cancelLabel="Peruuta" onConfirm={onConfirm} onCancel={onCancel}>
        Tiedote poistuu heti.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Poistetaanko tiedote?' });
    expect(dialog).toHaveTextContent('Tiedote poistuu heti.');
    expect(screen.getByRole('button', { name: 'Poista' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps the action from running twice while busy', async () => {
    const onConfirm = vi.fn();
    renderWithPortal(
      <ConfirmDialog title="Lähetetäänkö?" confirmLabel="Lähetä" cancelLabel="Peruuta" onConfirm={onConfirm} onCancel={() => undefined} busy />,
    );
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
  });
});
