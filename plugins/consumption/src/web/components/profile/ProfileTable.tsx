import { DataTable } from '@portal/ui';
import type { ProfileBar } from '../../model/profileBars';
import { PROFILE_DECIMALS, type ProfileWords } from '../../hooks/useProfileWords';

/** A profile's bars as a table: the slot, its average and how many hours or days it is over. */
export function ProfileTable({
  bars,
  words,
  caption,
}: {
  readonly bars: readonly ProfileBar[];
  readonly words: ProfileWords;
  readonly caption: string;
}) {
  return (
    <DataTable<ProfileBar>
      caption={caption}
      rows={bars}
      rowKey={(bar) => String(bar.slot)}
      columns={[
        { key: 'slot', header: words.slotHeader, rowHeader: true, cell: (bar) => words.slotLabel(bar.slot) },
        {
          key: 'average',
          header: words.text.seriesLabel,
          numeric: true,
          cell: (bar) => (bar.averageKwh === null ? words.text.noValue : words.format.value(bar.averageKwh, PROFILE_DECIMALS)),
        },
        { key: 'samples', header: words.samplesHeader, numeric: true, cell: (bar) => bar.samples },
      ]}
    />
  );
}
