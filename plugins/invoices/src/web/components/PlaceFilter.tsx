import { FormField } from '@portal/ui';
import { useTranslation } from '@portal/core';

/** A use place as the filter offers it: by name and address, which a customer recognises, not by id. */
export interface FilterPlace {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly address: string;
}

/** Filters the list to one use place; "all" is the empty value. */
export function PlaceFilter({
  places,
  value,
  onChange,
}: {
  readonly places: readonly FilterPlace[];
  readonly value: string;
  readonly onChange: (place: string) => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <FormField label={t('list.filterLabel')}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('list.allPlaces')}</option>
          {places.map((place) => (
            <option key={place.locationIdentifier} value={place.locationIdentifier}>
              {place.name}, {place.address}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
