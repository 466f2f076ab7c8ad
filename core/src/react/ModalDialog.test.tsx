import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axeViolations';
import { renderWithPortal } from '../testing/renderWithPortal';
import { ModalActions, ModalDialog, ModalTitle } from './ModalDialog';

describe('ModalDialog', () => {
  it('is a named modal dialog that keeps focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const dismiss = vi.fn();
    renderWithPortal(
      <ModalDialog kind="info" onDismiss={dismiss}>
        <ModalTitle>Vahvista</ModalTitle>
        <p>Vaihdetaanko eräpäivä?</p>
        <ModalActions>
          <button type="button">Kyllä</button>
          <button type="button">Peruuta</button>
        </ModalActions>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Vahvista' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Kyllä' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kyllä' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});
