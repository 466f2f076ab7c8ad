import { PageHeader, Stack, StatusMessage, useTranslation } from '@portal/core';
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { consumptionIndexRoute } from '../routes';

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
    <Stack as="article" aria-labelledby={headingId}>
      <PageHeader
        context={<Link to={generatePath(consumptionIndexRoute.defaultPath)}>{t('common.back')}</Link>}
        title={<span id={headingId}>{title}</span>}
        description={placeName ? t('page.intro', { place: placeName }) : undefined}
      />
      {featureOff ? <StatusMessage>{t('common.featureOff')}</StatusMessage> : children}
    </Stack>
  );
}
