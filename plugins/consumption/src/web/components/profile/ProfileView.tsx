import { useMemo } from 'react';
import { useProfileWords, type ProfileKind } from '../../hooks/useProfileWords';
import { profileChartPoints, type ProfileBar } from '../../model/profileBars';
import { ConsumptionChart } from '../chart/ConsumptionChart';
import { ProfileTable } from './ProfileTable';

const PROFILE_CHART_HEIGHT = 240;

/** One profile (by hour of day or by weekday) under its own heading, as a chart or as a table. */
export function ProfileView({
  kind,
  bars,
  period,
  width,
  view,
}: {
  readonly kind: ProfileKind;
  readonly bars: readonly ProfileBar[];
  readonly period: string;
  readonly width: number;
  readonly view: 'chart' | 'table';
}) {
  const words = useProfileWords(kind, bars, period);
  const points = useMemo(() => profileChartPoints(bars), [bars]);
  const headingId = `profile-${kind}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{words.heading}</h3>
      {view === 'chart' ? (
        <ConsumptionChart points={points} width={width} height={PROFILE_CHART_HEIGHT} text={words.text} format={words.format} />
      ) : (
        <ProfileTable bars={bars} words={words} caption={`${words.text.seriesLabel} ${period}`} />
      )}
    </section>
  );
}
