import { useTranslation, SecondaryButton } from '@portal/core';
import { useState } from 'react';
import styled from 'styled-components';

const Digits = styled.code`
  display: block;
  word-break: break-all;
  font-size: 1.05em;
  margin: 0.25rem 0 0.5rem;
`;

/** The 54-digit bank barcode to type or paste into an online bank, with a copy button. */
export function BarcodeBox({ barcode }: { readonly barcode: string }) {
  const { t } = useTranslation('invoices');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(barcode);
      setCopied('done');
    } catch {
      // No clipboard permission: the digits are selectable, so say so rather than fail silently.
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="barcode-heading">
      <h2 id="barcode-heading">{t('details.barcode')}</h2>
      <Digits>{barcode}</Digits>
      <SecondaryButton type="button" onClick={() => void copy()}>
        {t('details.copyBarcode')}
      </SecondaryButton>
      <span role="status">{copied === 'done' ? ` ${t('details.copied')}` : copied === 'failed' ? ` ${t('details.copyFailed')}` : ''}</span>
    </section>
  );
}
