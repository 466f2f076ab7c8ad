import { SegmentedChoice } from '@portal/ui';
import { useTranslation } from '@portal/core';

/** With or without VAT (requirements §3 "vat", §9 VAT options): the kit's radio group, arrow keys move between the two. */
export function VatToggle({ vatIncluded, onChange }: { readonly vatIncluded: boolean; readonly onChange: (vatIncluded: boolean) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <SegmentedChoice
      label={t('vat.label')}
      value={vatIncluded ? 'included' : 'excluded'}
      onChange={(choice) => onChange(choice === 'included')}
      choices={[
        { value: 'included', label: t('vat.showIncluded') },
        { value: 'excluded', label: t('vat.showExcluded') },
      ]}
    />
  );
}
