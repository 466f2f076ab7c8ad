import { SecondaryButton, StatusMessage, themeColor, useFeature, useTranslation, useUserId } from '@portal/core';
import { Link, generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { usePlaces } from '../hooks/usePlaces';
import { districtHeatingRoute, electricityConsumptionRoute } from '../routes';

const Page = styled.article`
  color: ${themeColor('text')};
  ul {
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.75rem;
  }
  li {
    background: ${themeColor('surface')};
    padding: 0.75rem 1rem;
    border-radius: 6px;
  }
  a {
    color: ${themeColor('primary')};
    margin-right: 1rem;
  }
`;

/** `/kulutus`, the menu's entry: the user's places with consumption data, each linking to its pages. */
export default function ConsumptionIndexPage() {
  const { t } = useTranslation('consumption');
  const userId = useUserId();
  const { places, error, retry } = usePlaces(userId);
  const districtHeatingOn = useFeature('districtHeatingConsumption');
  return (
    <Page aria-labelledby="consumption-index-heading">
      <h1 id="consumption-index-heading">{t('index.title')}</h1>
      <p>{t('index.intro')}</p>
      {error ? (
        <StatusMessage tone="error" action={<SecondaryButton type="button" onClick={retry}>{t('common.retry')}</SecondaryButton>}>
          {t('common.error')}
        </StatusMessage>
      ) : !places ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : places.length === 0 ? (
        <StatusMessage>{t('index.empty')}</StatusMessage>
      ) : (
        <ul>
          {places.map((place) => (
            <li key={place.locationIdentifier}>
              <strong>{place.name}</strong>, {place.address}
              <div>
                {place.electricity && (
                  <Link to={generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier: place.locationIdentifier })}>
                    {t('index.electricity')}
                  </Link>
                )}
                {place.districtHeating && districtHeatingOn && (
                  <Link to={generatePath(districtHeatingRoute.defaultPath, { locationIdentifier: place.locationIdentifier })}>
                    {t('index.districtHeating')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
