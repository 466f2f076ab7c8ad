import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { useConfirmFlow, type ConfirmFlow } from './useConfirmFlow';

function DeleteButton({ action }: { readonly action: () => Promise<string> }) {
  const { start, dialog } = useConfirmFlow();
  const flow: ConfirmFlow<string> = {
    confirm: { title: 'Poistetaanko tiedote?', body: 'Tiedote poistuu heti.', confirmLabel: 'Poista' },
    action,
    success: (name) => ({ title: 'Tiedote poistettu', body: `${name} ei enää näy.` }),
    failure: () => ({ title: 'Poisto epäonnistui', body: 'Yritä uudelleen.' }),
  };
  return (
    <>
      <button type="button" onClick={() => start(flow)}>
        Poista tiedote
      </button>
      {dialog}
    </>
  );
}

describe('useConfirmFlow', () => {
  it('confirms, runs the action once, then shows the success step and closes, axe clean', async () => {
    const user = userEvent.setup();
    let finish: (value: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderWithPortal(<DeleteButton action={action} />);
    await user.click(screen.getByRole('button', { name: 'Poista tiedote' }));
    expect(screen.getByRole('dialog', { name: 'Poistetaanko tiedote?' })).toHaveTextContent('Tiedote poistuu heti.');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    expect(screen.getByRole('button', { name: 'Poista' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    expect(action).toHaveBeenCalledTimes(1);
    finish('Huoltokatko');
    expect(await screen.findByRole('dialog', { name: 'Tiedote poistettu' })).toHaveTextContent('Huoltokatko ei enää näy.');
    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error step as an alert dialog when the action fails', async () => {
    const user = userEvent.setup();
    renderWithPortal(<DeleteButton action={() => Promise.reject(new Error('500'))} />);
    await user.click(screen.getByRole('button', { name: 'Poista tiedote' }));
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poisto epäonnistui' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('runs nothing when cancelled with the button or Escape', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve('x'));
    renderWithPortal(<DeleteButton action={action} />);
    await user.click(screen.getByRole('button', { name: 'Poista tiedote' }));
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poista tiedote' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });
});
