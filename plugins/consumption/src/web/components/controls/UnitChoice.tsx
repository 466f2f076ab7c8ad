import { useTranslation } from '@portal/core';
import { SegmentedChoice } from '@portal/ui';
import type { ConsumptionUnit } from '../../../contract';

/** kWh or € for the chart; the page shows it only while the flag consumptionInEuros is on. */
export function UnitChoice({ value, onChange }: { readonly value: ConsumptionUnit; readonly onChange: (unit: ConsumptionUnit) => void }) {
  const { t } = useTranslation('consumption');
  return (
    <SegmentedChoice
      label={t('unit.label')}
      choices={[
        { value: 'kWh', label: t('unit.kWh') },
        { value: 'EUR', label: t('unit.EUR') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
