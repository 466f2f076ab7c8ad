import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { DatePicker } from './DatePicker';

function Picker({ initial = '2026-11-20' }: { readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="Päivä" value={value} onChange={setValue} max="2026-11-23" />
      <output aria-label="valittu">{value}</output>
    </>
  );
}

const chosen = () => screen.getByLabelText('valittu').textContent;

describe('DatePicker', () => {
  it('shows D.M.YYYY and takes a typed date at once', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Picker />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    expect(field).toHaveValue('20.11.2026');
    expect(field).toHaveAccessibleDescription('Muodossa p.k.vvvv, esimerkiksi 5.3.2025');
    await user.clear(field);
    await user.type(field, '3.2.2025');
    expect(chosen()).toBe('2025-02-03');
    expect(await axeViolations()).toEqual([]);
  });

  it('says what is wrong with a date it cannot take, and keeps the last good one', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Picker />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    await user.clear(field);
    await user.type(field, '11/22/2026{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Anna päivämäärä muodossa p\.k\.vvvv/);
    expect(chosen()).toBe('2026-11-20');
    await user.clear(field);
    await user.type(field, '1.12.2026{Enter}');
    expect(field).toHaveAccessibleDescription(/sallitun välin ulkopuolella/);
    expect(chosen()).toBe('2026-11-20');
  });

  it('chooses from a calendar by keyboard: arrows, page keys, Enter; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Picker />);
    const opener = screen.getByRole('button', { name: 'Valitse päivä kalenterista' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kalenteri, marraskuu 2026' });
    expect(within(dialog).getByRole('button', { name: '20.11.2026, perjantai' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(within(dialog).getByRole('button', { name: '12.11.2026, torstai' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('dialog', { name: 'Kalenteri, lokakuu 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12.10.2026, maanantai' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('2026-10-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Päivä' })).toHaveValue('12.10.2026');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(chosen()).toBe('2026-10-12');
  });

  it('does not choose a day after the latest allowed one', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Picker initial="2026-11-23" />);
    await user.click(screen.getByRole('button', { name: 'Valitse päivä kalenterista' }));
    await user.keyboard('{ArrowRight}');
    const tomorrow = screen.getByRole('button', { name: '24.11.2026, tiistai' });
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('2026-11-23');
  });
});
