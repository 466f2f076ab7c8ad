import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { AsyncContent, type ReadState } from './AsyncContent';
import { EmptyState } from './EmptyState';

function Invoices({ read }: { readonly read: ReadState<readonly string[]> }) {
  return (
    <AsyncContent
      read={read}
      errorText="Laskuja ei voitu hakea."
      loading={{ label: 'Ladataan laskuja' }}
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState title="Ei laskuja" />}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

describe('AsyncContent', () => {
  it('stands in with a labelled skeleton while nothing is read', () => {
    renderWithPortal(<Invoices read={{ data: undefined, isLoading: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan laskuja');
  });

  it('says what failed and reads again on retry', async () => {
    const mutate = vi.fn();
    renderWithPortal(<Invoices read={{ data: undefined, error: new Error('500'), isLoading: false, mutate }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Laskuja ei voitu hakea.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the empty state for an empty answer', () => {
    renderWithPortal(<Invoices read={{ data: [], isLoading: false }} />);
    expect(screen.getByRole('heading', { name: 'Ei laskuja' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps data already shown when a re-read fails', () => {
    renderWithPortal(<Invoices read={{ data: ['Lasku 1001'], error: new Error('500'), isLoading: false }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Lasku 1001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
