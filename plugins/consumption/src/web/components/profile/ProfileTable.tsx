import type { ProfileBar } from '../../model/profileBars';
import { PROFILE_DECIMALS, type ProfileWords } from '../../hooks/useProfileWords';
import { DataTable as Table } from '../dataTable';

/** A profile's bars as a table: the slot, its average and how many hours or days it is over. */
export function ProfileTable({ bars, words, caption }: { readonly bars: readonly ProfileBar[]; readonly words: ProfileWords; readonly caption: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.slotHeader}</th>
          <th scope="col">{words.text.seriesLabel}</th>
          <th scope="col">{words.samplesHeader}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.slot}>
            <th scope="row">{words.slotLabel(bar.slot)}</th>
            <td className="number">
              {bar.averageKwh === null ? words.text.noValue : words.format.value(bar.averageKwh, PROFILE_DECIMALS)}
            </td>
            <td className="number">{bar.samples}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
