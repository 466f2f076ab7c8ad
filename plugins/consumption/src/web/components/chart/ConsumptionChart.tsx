import { useContext, useId, useMemo, useState, type MouseEvent } from 'react';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { Tooltip, defaultStyles } from '@visx/tooltip';
import styled, { ThemeContext } from 'styled-components';
import { colorFrom, themeColor } from '@portal/core';
import { VisuallyHidden } from '@portal/ui';
import type { ChartOverlay, ChartPoint } from '../../model/chartPoint';
import { maxPointsFor, reduceForDisplay } from '../../model/reduceForDisplay';
import { ChartAxes } from './ChartAxes';
import { ChartBars } from './ChartBars';
import { chartLayout, CHART_MARGIN, SECONDARY_AXIS_WIDTH } from './chartLayout';
import { ChartLegend } from './ChartLegend';
import { ChartOverlayLines } from './ChartOverlayLines';
import { ChartPatterns } from './ChartPatterns';
import type { ConsumptionChartFormat, ConsumptionChartText } from './chartText';
import { describePoint, describePointAsSentence } from './describePoint';
import { usePointNavigation } from './usePointNavigation';

export interface ConsumptionChartProps {
  readonly points: readonly ChartPoint[];
  readonly overlays?: readonly ChartOverlay[];
  /** The chart's pixel size; the page measures its container. */
  readonly width: number;
  readonly height?: number;
  readonly text: ConsumptionChartText;
  readonly format: ConsumptionChartFormat;
}

const Frame = styled.div`
  position: relative;
  border-radius: 4px;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

const TooltipBox = styled.div`
  font-size: 0.875rem;
  line-height: 1.35;
  strong {
    display: block;
  }
`;

/** Only the drawable width counts towards the points budget (≈ 2 per pixel). */
export function plotWidth(width: number, overlays: readonly ChartOverlay[]): number {
  const secondaryAxes = overlays.filter((o) => o.axis === 'secondary').length;
  return Math.max(10, width - CHART_MARGIN.left - CHART_MARGIN.right - secondaryAxes * SECONDARY_AXIS_WIDTH);
}

/**
 * Consumption as bars with optional overlay lines. The SVG is one image with a summary for screen
 * readers (role=img); the frame around it takes keyboard focus and moves through the points (← → Home
 * End), showing the same tooltip as the pointer and announcing the point politely. Data beyond about
 * two points per pixel is grouped for display only (reduceForDisplay); totals are the caller's, from
 * the full data.
 */
export function ConsumptionChart({ points, overlays = [], width, height = 320, text, format }: ConsumptionChartProps) {
  // useContext, not useTheme: the chart must also draw without a ThemeProvider (benchmark, bare tests).
  const theme = useContext(ThemeContext);
  const chartId = `consumption-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shown = useMemo(() => reduceForDisplay(points, overlays, maxPointsFor(plotWidth(width, overlays))), [points, overlays, width]);
  const layout = useMemo(() => chartLayout(width, height, shown.points, shown.overlays), [width, height, shown]);
  const navigation = usePointNavigation(shown.points.length);
  const [keyboardDriven, setKeyboardDriven] = useState(false);
  const barColor = colorFrom(theme, 'primary');
  const textColor = colorFrom(theme, 'text');
  const focusColor = colorFrom(theme, 'focus');

  const active = navigation.activeIndex === null ? undefined : shown.points[navigation.activeIndex];
  const description = active && navigation.activeIndex !== null ? describePoint(active, navigation.activeIndex, shown.overlays, text, format) : null;

  const onPointerMove = (event: MouseEvent<SVGRectElement>) => {
    const at = localPoint(event);
    if (!at) return;
    const index = Math.floor(layout.x.invert(at.x - CHART_MARGIN.left));
    setKeyboardDriven(false);
    navigation.setActiveIndex(Math.max(0, Math.min(shown.points.length - 1, index)));
  };

  const tooltipLeft = navigation.activeIndex === null ? 0 : CHART_MARGIN.left + layout.x(navigation.activeIndex) + layout.slotWidth / 2;
  const hintId = `${chartId}-hint`;

  return (
    <div>
      <Frame
        tabIndex={0}
        role="group"
        aria-label={text.seriesLabel}
        aria-describedby={hintId}
        data-testid="consumption-chart"
        onKeyDown={(event) => {
          setKeyboardDriven(true);
          navigation.onKeyDown(event);
        }}
        onFocus={() => {
          setKeyboardDriven(true);
          navigation.onFocus();
        }}
        onBlur={() => navigation.setActiveIndex(null)}
      >
        <VisuallyHidden id={hintId}>{text.keyboardHint}</VisuallyHidden>
        <svg width={width} height={height} role="img" aria-label={text.summary} data-points={shown.points.length}>
          <ChartPatterns chartId={chartId} barColor={barColor} />
          <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
            <ChartBars points={shown.points} layout={layout} chartId={chartId} barColor={barColor} />
            <ChartOverlayLines overlays={shown.overlays} layout={layout} />
            {navigation.activeIndex !== null && (
              <rect
                x={layout.x(navigation.activeIndex)}
                y={0}
                width={Math.max(2, layout.slotWidth)}
                height={layout.innerHeight}
                fill="none"
                stroke={focusColor}
                strokeWidth={2}
                pointerEvents="none"
                data-testid="chart-active-point"
              />
            )}
            <ChartAxes points={shown.points} overlays={shown.overlays} layout={layout} format={format} textColor={textColor} />
            <rect
              width={layout.innerWidth}
              height={layout.innerHeight}
              fill="transparent"
              onMouseMove={onPointerMove}
              onMouseLeave={() => navigation.setActiveIndex(null)}
            />
          </Group>
        </svg>
        {description && (
          <Tooltip top={CHART_MARGIN.top} left={tooltipLeft} style={{ ...defaultStyles, pointerEvents: 'none' }}>
            <TooltipBox role="tooltip" data-testid="chart-tooltip">
              <strong>{description.heading}</strong>
              {description.lines.map((line, index) => (
                <span key={`${index}-${line}`}>
                  {line}
                  <br />
                </span>
              ))}
            </TooltipBox>
          </Tooltip>
        )}
        <VisuallyHidden aria-live="polite" data-testid="chart-announcement">
          {keyboardDriven && description ? describePointAsSentence(description) : ''}
        </VisuallyHidden>
      </Frame>
      <ChartLegend points={shown.points} overlays={shown.overlays} text={text} barColor={barColor} />
    </div>
  );
}
