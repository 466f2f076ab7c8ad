import { useTranslation } from '@portal/core';
import { useId } from 'react';

/** Filters the list to one use place; "all" is the empty value. */
export function PlaceFilter({
  places,
  value,
  onChange,
}: {
  readonly places: readonly string[];
  readonly value: string;
  readonly onChange: (place: string) => void;
}) {
  const { t } = useTranslation('invoices');
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{t('list.filterLabel')}</label>{' '}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('list.allPlaces')}</option>
        {places.map((place) => (
          <option key={place} value={place}>
            {place}
          </option>
        ))}
      </select>
    </p>
  );
}
