import { CONSUMPTION_PAGE_SLOT, Slot, useTranslation } from '@portal/core';
import { PageHeader, StatusMessage, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PlaceSwitcher } from './PlaceSwitcher';

export interface PlaceConsumptionFrameProps {
  readonly title: string;
  /** The place's display name, once known. */
  readonly placeName: string | null | undefined;
  /** The place does not have this feature: say so instead of showing the page's controls. */
  readonly featureOff: boolean;
  readonly children: ReactNode;
}

/**
 * The frame of a place's consumption page: heading, which place (and a switch to another), or why there
 * is nothing; then other plugins' cards for the page (CONSUMPTION_PAGE_SLOT).
 */
export function PlaceConsumptionFrame({ title, placeName, featureOff, children }: PlaceConsumptionFrameProps) {
  const { t } = useTranslation('consumption');
  const { locationIdentifier = '' } = useParams();
  return (
    <Stack>
      <PageHeader
        title={title}
        description={placeName ? t('page.intro', { place: placeName }) : undefined}
        actions={<PlaceSwitcher locationIdentifier={locationIdentifier} />}
      />
      {featureOff ? <StatusMessage>{t('common.featureOff')}</StatusMessage> : children}
      {/* Other plugins' cards (CONSUMPTION_PAGE_SLOT), e.g. the advertisement tile: each lazy, none holds the chart up. */}
      <Slot slot={CONSUMPTION_PAGE_SLOT} props={{ locationIdentifier }} fallback={null} />
    </Stack>
  );
}
