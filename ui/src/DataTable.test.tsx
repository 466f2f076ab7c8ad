import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { DataTable, type DataColumn } from './DataTable';

interface Invoice {
  readonly number: string;
  readonly amount: number;
}

const rows: Invoice[] = [
  { number: 'A-2', amount: 20.5 },
  { number: 'A-1', amount: 105 },
  { number: 'A-3', amount: 3 },
];

const columns: DataColumn<Invoice>[] = [
  { key: 'number', header: 'Numero', cell: (r) => r.number, sortValue: (r) => r.number, rowHeader: true },
  { key: 'amount', header: 'Summa', cell: (r) => `${r.amount} €`, sortValue: (r) => r.amount, numeric: true },
];

const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('has a caption, a focusable scroll box named by it, and right-aligned numbers', async () => {
    renderWithPortal(<DataTable caption="Laskut" columns={columns} rows={rows} rowKey={(r) => r.number} />);
    expect(screen.getByRole('table', { name: 'Laskut' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Laskut' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('cell', { name: '105 €' })).toHaveClass('number');
    expect(firstColumn()).toEqual(['A-2', 'A-1', 'A-3']);
    expect(await axeViolations()).toEqual([]);
  });

  it('sorts by a column from its header button, by keyboard too, and says the order with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithPortal(<DataTable caption="Laskut" columns={columns} rows={rows} rowKey={(r) => r.number} />);
    const amountHeader = screen.getByRole('columnheader', { name: /Summa/ });
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['A-3', 'A-2', 'A-1']);

    within(amountHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['A-1', 'A-2', 'A-3']);
    expect(screen.getByRole('columnheader', { name: /Numero/ })).toHaveAttribute('aria-sort', 'none');
    expect(await axeViolations()).toEqual([]);
  });
});
