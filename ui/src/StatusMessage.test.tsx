import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './StatusMessage';

describe('StatusMessage', () => {
  it('is a polite status for loading and empty states', () => {
    render(<StatusMessage>Ladataan…</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert for errors, with its action (retry) inside', () => {
    render(
      <StatusMessage tone="error" action={<button type="button">Yritä uudelleen</button>}>
        Haku epäonnistui
      </StatusMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Haku epäonnistui');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Yritä uudelleen' }));
  });
});
