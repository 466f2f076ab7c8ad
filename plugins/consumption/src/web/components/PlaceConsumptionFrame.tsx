import { StatusMessage, themeColor, useTranslation } from '@portal/core';
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { consumptionIndexRoute } from '../routes';

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

/** The frame of a place's consumption page: back link, heading, which place, or why there is nothing. */
export function PlaceConsumptionFrame({ headingId, title, placeName, featureOff, children }: PlaceConsumptionFrameProps) {
  const { t } = useTranslation('consumption');
  return (
    <Page aria-labelledby={headingId}>
      <Link to={generatePath(consumptionIndexRoute.defaultPath)}>{t('common.back')}</Link>
      <h1 id={headingId}>{title}</h1>
      {placeName && <p>{t('page.intro', { place: placeName })}</p>}
      {featureOff ? <StatusMessage>{t('common.featureOff')}</StatusMessage> : children}
    </Page>
  );
}
