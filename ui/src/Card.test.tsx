import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading, at the level asked, with its link and footer', async () => {
    renderWithPortal(
      <Card title="Viimeisin lasku" headingLevel={3} link={{ to: '/laskut', label: 'Kaikki laskut' }} footer={<span>Eräpäivä 5.12.2026</span>}>
        <p>123,45 €</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Viimeisin lasku' });
    expect(screen.getByRole('heading', { level: 3, name: 'Viimeisin lasku' })).toBeInTheDocument();
    expect(card).toHaveTextContent('123,45 €');
    expect(screen.getByRole('link', { name: 'Kaikki laskut' })).toHaveAttribute('href', '/laskut');
    expect(card).toHaveTextContent('Eräpäivä 5.12.2026');
    expect(await axeViolations()).toEqual([]);
  });

  it('defaults to h2 and draws no footer without link or footer', () => {
    renderWithPortal(<Card title="Sopimus">sisältö</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Sopimus' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
