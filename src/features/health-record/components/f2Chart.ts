/**
 * The f2 4 chart of a ChartModel (model.ts) on a bare 2D context: axes (x 'MM-DD'), the reference bands (RectGuide),
 * one line and points per series. No Taro, no DOM: TrendChart gives it the canvas node's context, the test a
 * recording one.
 */
import { Axis, Canvas as F2Canvas, Chart, Line, Point, RectGuide, jsx } from '@antv/f2'
import { SERIES_COLOR_LIST, type ChartModel } from '../model'

/** f2's jsx() typed loosely: its component typings reject their own props objects (f2 4.0.51 d.ts) */
const el = jsx as unknown as (type: unknown, props: Record<string, unknown>) => { props: Record<string, unknown> }

const pad2 = (n: number) => String(n).padStart(2, '0')
/** x labels: 'MM-DD' of the zone-free wall-time number of model.ts */
const dayLabel = (t: number) => {
  const d = new Date(t)
  return `${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`
}
const timeLabel = (t: number) => {
  const d = new Date(t)
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`
}

export function chartElement(model: ChartModel, width: number, height: number, context: unknown, dpr: number) {
  const values = model.points.map((p) => p.value)
  const bandValues = model.bands.flatMap((b) => [b.low, b.high])
  const all = [...values, ...bandValues]
  const min = Math.min(...all)
  const max = Math.max(...all)
  const span = Math.max(1, max - min)
  const series = [...new Set(model.points.map((p) => p.series))]
  const ts = model.points.map((p) => p.t)
  // the period shown (so gaps show), else the readings' extent
  const tMin = model.x ? model.x.min : Math.min(...ts)
  const tMax = model.x ? model.x.max : Math.max(...ts)
  const label = model.x ? (model.x.ticks === 'time' ? timeLabel : dayLabel) : tMax - tMin <= 86_400_000 ? timeLabel : dayLabel
  return el(F2Canvas, {
    context,
    width,
    height,
    pixelRatio: dpr,
    animate: false,
    // f2 sizes are for a 750-wide design: one CSS px = 2 of them, whatever the page's root font size
    px2hd: (v: number) => v / 2,
    children: el(Chart, {
      data: model.points,
      scale: {
        // readings of one minute only: widen the axis by an hour so the scale is not empty
        t: { type: 'linear', min: tMin, max: tMax > tMin ? tMax : tMin + 3600_000, tickCount: 5, formatter: label },
        value: { type: 'linear', min: Math.floor(min - span * 0.1), max: Math.ceil(max + span * 0.1), tickCount: 5 },
      },
      children: [
        el(Axis, { field: 't' }),
        el(Axis, { field: 'value' }),
        ...model.bands.map((b) =>
          el(RectGuide, {
            records: [
              { t: 'min', value: b.high },
              { t: 'max', value: b.low },
            ],
            style: { fill: b.color, fillOpacity: 0.1 },
          }),
        ),
        el(Line, { x: 't', y: 'value', color: { field: 'series', range: SERIES_COLOR_LIST.slice(0, Math.max(1, series.length)) } }),
        el(Point, {
          x: 't',
          y: 'value',
          color: { field: 'series', range: SERIES_COLOR_LIST.slice(0, Math.max(1, series.length)) },
          size: 3,
        }),
      ],
    }),
  })
}

/** draws the model and returns the f2 canvas (destroy() it before drawing again) */
export function drawChart(model: ChartModel, width: number, height: number, context: unknown, dpr: number): F2Canvas {
  const { props } = chartElement(model, width, height, context, dpr)
  const c = new F2Canvas(props as unknown as ConstructorParameters<typeof F2Canvas>[0])
  c.render()
  return c
}
