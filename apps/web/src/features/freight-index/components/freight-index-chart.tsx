import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerChartParts, type ComposeOption, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts this chart draws: a line chart on a canvas with grid, legend and tooltip. Importing
// from 'echarts/core' keeps the rest of ECharts out of the bundle (and this page's chunk is lazy).
registerChartParts([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export interface FreightIndexSeries {
  /** Category code, e.g. COMPOSITE. */
  code: string;
  name: string;
  /** One value per date; null where the category had no published price that day. */
  values: Array<number | null>;
}

export interface FreightIndexChartProps {
  /** X axis, e.g. '11-22'. */
  dates: string[];
  series: FreightIndexSeries[];
  height?: number;
  /** Accessible summary of the chart (a canvas has no text of its own). */
  ariaLabel: string;
}

const PALETTE = ['#0b2545', '#0f7b8a', '#e8590c', '#1d4e89', '#14b8a6', '#9333ea', '#ca8a04', '#dc2626'];

function optionOf(dates: string[], series: FreightIndexSeries[]): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis', valueFormatter: (value) => (typeof value === 'number' ? value.toFixed(2) : '—') },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: dates },
    yAxis: { type: 'value', scale: true, splitLine: { lineStyle: { color: '#e2e8f0' } } },
    series: series.map(
      (line, index): LineSeriesOption => ({
        id: line.code,
        name: line.name,
        type: 'line',
        data: line.values,
        connectNulls: true,
        smooth: true,
        showSymbol: dates.length <= 16,
        // The composite index is the headline: drawn thicker than the regional ones.
        lineStyle: { width: index === 0 ? 3 : 1.5 },
        emphasis: { focus: 'series' },
      }),
    ),
  };
}

/** The freight index as a line chart, one line per category (001 §9). */
export function FreightIndexChart({ dates, series, height = 420, ariaLabel }: FreightIndexChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (element.current === null) return undefined;
    const instance = init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(optionOf(dates, series), { notMerge: true });
  }, [dates, series]);

  return (
    <div
      ref={element}
      className="freight-index-chart"
      style={{ height }}
      role="img"
      aria-label={ariaLabel}
      data-testid="freight-index-chart"
      data-series-count={series.length}
      data-point-count={dates.length}
    />
  );
}
