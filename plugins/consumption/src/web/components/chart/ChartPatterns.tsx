import { MISSING_COLOR } from './chartPalette';

/** Fill ids are per chart instance, so two charts on a page never share (or break) each other's patterns. */
export function patternIds(chartId: string) {
  return { estimated: `${chartId}-estimated`, missing: `${chartId}-missing` };
}

/**
 * Estimated intervals are striped in the bar colour, missing ones cross-hatched in grey over the whole
 * plot height: both differ from measured bars by pattern, not only by colour.
 */
export function ChartPatterns({ chartId, barColor }: { readonly chartId: string; readonly barColor: string }) {
  const ids = patternIds(chartId);
  return (
    <defs>
      <pattern id={ids.estimated} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#ffffff" />
        <rect width="3" height="6" fill={barColor} />
      </pattern>
      <pattern id={ids.missing} width="8" height="8" patternUnits="userSpaceOnUse">
        <path d="M0 0L8 8M8 0L0 8" stroke={MISSING_COLOR} strokeWidth="1" />
      </pattern>
    </defs>
  );
}
