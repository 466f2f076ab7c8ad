import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingSkeleton } from './LoadingSkeleton';

describe('EmptyState', () => {
  it('says there is nothing yet and offers the next step', async () => {
    renderWithPortal(<EmptyState title="Ei laskuja" description="Ensimmäinen laskusi tulee tänne." action={<a href="/ohje">Lue lisää</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ei laskuja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lue lisää' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ErrorState', () => {
  it('is an alert with a retry button that calls back', async () => {
    const retry = vi.fn();
    renderWithPortal(<ErrorState onRetry={retry}>Laskuja ei voitu hakea.</ErrorState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Laskuja ei voitu hakea.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('LoadingSkeleton', () => {
  it('is busy and labelled for screen readers without drawing a loading text', async () => {
    renderWithPortal(<LoadingSkeleton label="Ladataan laskuja" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Ladataan laskuja');
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('defaults its label to the core word for loading', () => {
    renderWithPortal(<LoadingSkeleton lines={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
  });
});
