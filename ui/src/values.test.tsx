import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '@portal/core/testing';
import { EnergyValue } from './EnergyValue';
import { MoneyValue } from './MoneyValue';

const NBSP = '\u00a0';

describe('MoneyValue and EnergyValue', () => {
  it('write Finnish numbers: comma decimals, no-break spaces, the unit', () => {
    const { container } = render(<EnergyValue value={1234.567} unit="kWh" />);
    expect(container.textContent).toBe(`1${NBSP}234,57${NBSP}kWh`);
    const money = render(<MoneyValue euros={-1234.5} />);
    expect(money.container.textContent).toBe(`-1${NBSP}234,50${NBSP}€`);
  });

  it('add the VAT note with the rate the amount was priced with', () => {
    const included = renderWithPortal(<MoneyValue euros={12.3} vat={{ includedPercent: 25.5 }} />);
    expect(included.container.textContent).toBe(`12,30${NBSP}€ sis. ALV 25,5 %`);
    included.unmount();
    const old = renderWithPortal(<MoneyValue euros={12.3} vat={{ includedPercent: 24 }} />);
    expect(old.container.textContent).toBe(`12,30${NBSP}€ sis. ALV 24 %`);
    old.unmount();
    const zero = renderWithPortal(<MoneyValue euros={12.3} vat="zero" />);
    expect(zero.container.textContent).toBe(`12,30${NBSP}€ ALV 0 %`);
  });
});
