import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it("is the page's one h1, with its description and actions", async () => {
    renderWithPortal(<PageHeader title="Laskut" description="Laskusi ja niiden tila" actions={<button type="button">Lataa</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Laskut' })).toBeInTheDocument();
    expect(screen.getByText('Laskusi ja niiden tila')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lataa' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });
});
