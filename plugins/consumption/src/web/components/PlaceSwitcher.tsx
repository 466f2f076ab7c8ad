import { useFeature, useTranslation, useUserId } from '@portal/core';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePlaces } from '../hooks/usePlaces';
import { rememberViewedPlace } from '../model/lastViewedPlace';
import { placePagePath } from '../model/placePagePath';

// A select is as wide as its longest option unless told otherwise: on a phone it must shrink to the
// screen instead of widening the page.
const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-width: 0;
  max-width: 100%;
  select {
    flex: 1 1 14rem;
    /* A percentage width lets the select shrink below its longest option (its min-content is 0). */
    width: 100%;
    min-width: 0;
    max-width: 100%;
    font: inherit;
    min-height: 2.75rem;
  }
`;

/** "Koti, Koivukuja 7, 65320 Vaasa"; a name that already starts with the street is not repeated. */
export function placeLabel(place: { readonly name: string; readonly address: string }): string {
  const street = place.address.split(',')[0]?.trim() ?? '';
  return street && place.name.includes(street) ? place.name : `${place.name}, ${place.address}`;
}

/**
 * Which place's consumption is shown, switchable on the page itself (the menu's "Kulutus" opens a
 * chart directly). The shown place is remembered for the next visit. With one place there is
 * nothing to switch, and only the remembering happens.
 */
export function PlaceSwitcher({ locationIdentifier }: { readonly locationIdentifier: string }) {
  const { t } = useTranslation('consumption');
  const userId = useUserId();
  const navigate = useNavigate();
  const districtHeatingOn = useFeature('districtHeatingConsumption');
  const { places } = usePlaces(userId);
  const id = useId();

  useEffect(() => {
    if (userId && locationIdentifier) rememberViewedPlace(userId, locationIdentifier);
  }, [userId, locationIdentifier]);

  const switchable = (places ?? []).filter((place) => placePagePath(place, districtHeatingOn) !== null);
  if (switchable.length < 2) return null;
  return (
    <Field>
      <label htmlFor={id}>{t('index.placeSwitcher')}</label>
      <select
        id={id}
        value={locationIdentifier}
        onChange={(event) => {
          const place = switchable.find((p) => p.locationIdentifier === event.target.value);
          const path = place && placePagePath(place, districtHeatingOn);
          if (path) navigate(path);
        }}
      >
        {switchable.map((place) => (
          <option key={place.locationIdentifier} value={place.locationIdentifier}>
            {placeLabel(place)}
          </option>
        ))}
      </select>
    </Field>
  );
}
