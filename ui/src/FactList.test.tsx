import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { FactList } from './FactList';

describe('FactList', () => {
  it('lists each value with its term and skips the facts that are not there', async () => {
    const meteringPoint: string | null = null;
    renderWithPortal(
      <FactList
        facts={[
          { term: 'Osoite', value: 'Kotikatu 1' },
          meteringPoint && { term: 'Käyttöpaikkatunnus', value: meteringPoint },
          { term: 'Sopimus', value: 'Pörssisähkö' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Osoite', 'Sopimus']);
    expect(values).toEqual(['Kotikatu 1', 'Pörssisähkö']);
    expect(await axeViolations()).toEqual([]);
  });
});
