import { useTranslation, themeColor, formatMoney, formatNumber } from '@portal/core';
import styled from 'styled-components';

/**
 * The VAT a shown amount contains. The rate comes from the data (it is set by the delivery date, not
 * today: 24 % until 8/2024, 25,5 % from 1.9.2024), so the caller passes the one the figure was priced with.
 */
export type VatNote = { readonly includedPercent: number } | 'zero';

export interface MoneyValueProps {
  readonly euros: number;
  readonly decimals?: number;
  /** Adds "sis. ALV 25,5 %" or "ALV 0 %" after the amount. */
  readonly vat?: VatNote;
  /** Draws the amount large, for a card's key figure. */
  readonly emphasis?: boolean;
}

/** An amount of money in Finnish format: `1 234,50 €` with no-break spaces, and its VAT note. */
export function MoneyValue({ euros, decimals, vat, emphasis }: MoneyValueProps) {
  return (
    <Value $emphasis={emphasis}>
      <span className="kit-figure">{formatMoney(euros, decimals)}</span>
      {vat && <VatText vat={vat} />}
    </Value>
  );
}

function VatText({ vat }: { readonly vat: VatNote }) {
  const { t } = useTranslation('core');
  const text = vat === 'zero' ? t('kit.vatZero') : t('kit.vatIncluded', { percent: formatVatPercent(vat.includedPercent) });
  return <Note> {text}</Note>;
}

/** `25.5` → `25,5`, `24` → `24`: a rate shows only the decimals it has. */
function formatVatPercent(percent: number): string {
  return formatNumber(percent, Number.isInteger(percent) ? 0 : 1);
}

export const Value = styled.span<{ $emphasis?: boolean }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  .kit-figure {
    font-size: ${(p) => (p.$emphasis ? '1.6rem' : 'inherit')};
    font-weight: ${(p) => (p.$emphasis ? 700 : 'inherit')};
  }
`;

export const Note = styled.span`
  font-size: 0.85em;
  color: ${themeColor('mutedText')};
  white-space: normal;
`;
