import { memo } from 'react';
import { LinePath } from '@visx/shape';
import type { ChartOverlay } from '../../model/chartPoint';
import type { ChartLayout } from './chartLayout';
import { overlayStyle } from './chartPalette';

/**
 * Overlays as lines through the middle of each slot. A null value breaks the line (`defined`), so a
 * missing temperature or price is a gap, not a straight line drawn across it.
 */
export const ChartOverlayLines = memo(function ChartOverlayLines({
  overlays,
  layout,
}: {
  readonly overlays: readonly ChartOverlay[];
  readonly layout: ChartLayout;
}) {
  return (
    <g data-testid="chart-overlays">
      {overlays.map((overlay) => {
        const scale = overlay.axis === 'secondary' ? layout.secondary.get(overlay.id) : layout.y;
        if (!scale) return null;
        const style = overlayStyle(overlay.id);
        const indices = overlay.values.map((_, i) => i);
        return (
          <LinePath<number>
            key={overlay.id}
            data={indices}
            x={(i) => layout.x(i) + layout.slotWidth / 2}
            y={(i) => scale(overlay.values[i] ?? 0)}
            defined={(i) => overlay.values[i] !== null && overlay.values[i] !== undefined}
            stroke={style.color}
            strokeWidth={2}
            strokeDasharray={style.dash}
            fill="none"
            data-overlay={overlay.id}
          />
        );
      })}
    </g>
  );
});
