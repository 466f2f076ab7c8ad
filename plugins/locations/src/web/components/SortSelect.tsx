import { FormField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { LOCATION_SORT_KEYS, type LocationSort, type SortDirection } from '../model/locationSort';

const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/** One native select of every key × direction: keyboard and screen-reader support come for free. */
export function SortSelect({ value, onChange }: { readonly value: LocationSort; readonly onChange: (sort: LocationSort) => void }) {
  const { t } = useTranslation('locations');
  return (
    <FormField label={t('sort.label')}>
      {(control) => (
        <select
          {...control}
          value={`${value.key}_${value.direction}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split('_') as [LocationSort['key'], SortDirection];
            onChange({ key, direction });
          }}
        >
          {LOCATION_SORT_KEYS.flatMap((key) =>
            DIRECTIONS.map((direction) => (
              <option key={`${key}_${direction}`} value={`${key}_${direction}`}>
                {t(`sort.${key}_${direction}`)}
              </option>
            )),
          )}
        </select>
      )}
    </FormField>
  );
}
