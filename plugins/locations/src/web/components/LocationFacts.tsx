import { themeColor, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { ContentItem } from '../../contract/locations';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    color: ${themeColor('mutedText')};
  }
  dd {
    margin: 0;
  }
`;

/** The facts of one use place as a description list, so each value is read with its label. */
export function LocationFacts({ item, showCompany }: { readonly item: ContentItem; readonly showCompany: boolean }) {
  const { t } = useTranslation('locations');
  const { location } = item;
  return (
    <List>
      {location.displayName !== null && location.displayName !== location.name && (
        <>
          <dt>{t('item.officialName')}</dt>
          <dd>{location.name}</dd>
        </>
      )}
      <dt>{t('item.address')}</dt>
      <dd>{location.address}</dd>
      <dt>{t('item.utilityType')}</dt>
      <dd>{t(`utilityType.${item.utilityType}`)}</dd>
      <dt>{t('item.contractType')}</dt>
      <dd>{item.contentType === 'CREATE_CONTRACT' ? t('item.noContract') : t(`contractType.${item.contractType}`)}</dd>
      {item.meteringPointId && (
        <>
          <dt>{t('item.meteringPointId')}</dt>
          <dd>{item.meteringPointId}</dd>
        </>
      )}
      {showCompany && item.companyName && (
        <>
          <dt>{t('item.company')}</dt>
          <dd>{item.companyName}</dd>
        </>
      )}
      {item.labels.length > 0 && (
        <>
          <dt>{t('item.labels')}</dt>
          <dd>{item.labels.join(', ')}</dd>
        </>
      )}
    </List>
  );
}
