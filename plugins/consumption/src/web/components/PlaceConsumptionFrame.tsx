import { StatusMessage, themeColor, useTranslation } from '@portal/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlaceSwitcher } from './PlaceSwitcher';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  color: ${themeColor('text')};
  a {
    color: ${themeColor('primary')};
  }
`;

export interface PlaceConsumptionFrameProps {
  /** id of the heading that names the page's article. */
  readonly headingId: string;
  readonly title: string;
  /** The place's display name, once known. */
  readonly placeName: string | null | undefined;
  /** The place does not have this feature: say so instead of showing the page's controls. */
  readonly featureOff: boolean;
  readonly children: ReactNode;
}

/** The frame of a place's consumption page: heading, which place (and a switch to another), or why there is nothing. */
export function PlaceConsumptionFrame({ headingId, title, placeName, featureOff, children }: PlaceConsumptionFrameProps) {
  const { t } = useTranslation('consumption');
  const { locationIdentifier = '' } = useParams();
  return (
    <Page aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {placeName && <p>{t('page.intro', { place: placeName })}</p>}
      <PlaceSwitcher locationIdentifier={locationIdentifier} />
      {featureOff ? <StatusMessage>{t('common.featureOff')}</StatusMessage> : children}
    </Page>
  );
}
