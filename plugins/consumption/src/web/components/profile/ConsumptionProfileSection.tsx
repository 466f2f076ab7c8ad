import { ErrorState, MutedText, StatusMessage, ToggleButton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useMemo, useState } from 'react';
import { useConsumptionProfile } from '../../hooks/consumptionReads';
import { useElementWidth } from '../../hooks/useElementWidth';
import { hourOfDayBars, weekdayBars } from '../../model/profileBars';
import type { TimeAxisMode } from '../../model/timeAxisMode';
import { ProfileView } from './ProfileView';

/**
 * When the place uses electricity: the average consumption per hour of the day (24 bars) and per
 * weekday (7 bars) over the shown week, month or year, each as an accessible chart or a table. The
 * server averages only complete hours and days, so a gap in the data never pulls an average down.
 */
export function ConsumptionProfileSection({
  userId,
  locationIdentifier,
  mode,
  start,
  period,
}: {
  readonly userId: string | null;
  readonly locationIdentifier: string;
  readonly mode: TimeAxisMode;
  readonly start: string;
  readonly period: string;
}) {
  const { t } = useTranslation('consumption');
  const profile = useConsumptionProfile(userId, locationIdentifier, { mode, start });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { ref, width } = useElementWidth<HTMLElement>();
  const data = profile.data;
  const bars = useMemo(() => (data ? { hours: hourOfDayBars(data), weekdays: weekdayBars(data) } : null), [data]);

  return (
    <section aria-labelledby="profile-heading" ref={ref}>
      <h2 id="profile-heading">{t('profile.heading', { period })}</h2>
      <MutedText>{t('profile.explanation')}</MutedText>
      {profile.error ? (
        <ErrorState onRetry={() => void profile.mutate()}>{t('profile.error')}</ErrorState>
      ) : !data || !bars ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : data.hoursUsed === 0 ? (
        <StatusMessage>{t('profile.empty')}</StatusMessage>
      ) : (
        <>
          <ToggleButton type="button" aria-pressed={view === 'table'} onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? t('profile.showTables') : t('profile.showCharts')}
          </ToggleButton>
          <ProfileView kind="hourOfDay" bars={bars.hours} period={period} width={width} view={view} />
          <ProfileView kind="weekday" bars={bars.weekdays} period={period} width={width} view={view} />
        </>
      )}
    </section>
  );
}
