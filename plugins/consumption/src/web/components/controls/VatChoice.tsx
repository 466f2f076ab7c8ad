import { useTranslation } from '@portal/core';
import { SegmentedChoice } from '@portal/ui';
import type { VatMode } from '../../../contract';

/** requirements §3 VAT display modes; the amounts use the rate in force on each delivery date (DOMAIN). */
export function VatChoice({ value, onChange }: { readonly value: VatMode; readonly onChange: (vat: VatMode) => void }) {
  const { t } = useTranslation('consumption');
  return (
    <SegmentedChoice
      label={t('vat.label')}
      choices={[
        { value: 'VAT_24', label: t('vat.VAT_24') },
        { value: 'VAT_0', label: t('vat.VAT_0') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
