import { ButtonRow, Card, SecondaryButton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useState } from 'react';

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
    <Card title={t('details.barcode')}>
      <code>{barcode}</code>
      <ButtonRow>
        <SecondaryButton type="button" onClick={() => void copy()}>
          {t('details.copyBarcode')}
        </SecondaryButton>
        <span role="status">{copied === 'done' ? t('details.copied') : copied === 'failed' ? t('details.copyFailed') : ''}</span>
      </ButtonRow>
    </Card>
  );
}
