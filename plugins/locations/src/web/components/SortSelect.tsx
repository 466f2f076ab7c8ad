import { useId } from 'react';
import { themeColor, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { LOCATION_SORT_KEYS, type LocationSort, type SortDirection } from '../model/locationSort';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  select {
    font: inherit;
    padding: 0.35rem;
  }
  select:focus-visible {
    outline: 3px solid ${themeColor('focus')};
  }
`;

const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/** One native select of every key × direction: keyboard and screen-reader support come for free. */
export function SortSelect({ value, onChange }: { readonly value: LocationSort; readonly onChange: (sort: LocationSort) => void }) {
  const { t } = useTranslation('locations');
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
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
    </Wrapper>
  );
}
