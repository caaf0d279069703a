/**
 * The f2 4 chart draws on a bare recording 2D context (what a mini-program canvas node gives): lines through every
 * point, the reference band rectangles, axis labels; and the model builds the series and bands of each vital.
 */
import type { BodyData } from '@contract/health'
import { REFERENCE_BANDS } from '@/domain/health'
import { chartModel } from '../model'
import { drawChart } from './f2Chart'

function recordingContext() {
  const counts: Record<string, number> = {}
  const texts: string[] = []
  const props: Record<string | symbol, unknown> = {}
  const ctx = new Proxy(
    {},
    {
      get: (_t, k) => {
        if (k in props) return props[k]
        if (k === 'measureText') return (s: string) => ({ width: String(s).length * 6 })
        return (...args: unknown[]) => {
          counts[String(k)] = (counts[String(k)] ?? 0) + 1
          if (k === 'fillText') texts.push(String(args[0]))
          return /Gradient|Pattern/.test(String(k)) ? { addColorStop() {} } : undefined
        }
      },
      set: (_t, k, v) => {
        props[k] = v
        return true
      },
    },
  )
  return { ctx, counts, texts }
}

const reading = (measuredAt: string, systolic: number, diastolic: number): BodyData => ({
  id: 1,
  memberId: 1,
  kind: 'bloodPressure',
  systolic,
  diastolic,
  pulse: null,
  glucose: null,
  glucoseContext: null,
  glucoseContextStr: '',
  heightCm: null,
  weightKg: null,
  bmi: null,
  category: '',
  abnormal: false,
  measuredAt,
})

test('blood pressure: two series, both bands, drawn on a bare 2D context', () => {
  const list = [reading('2026-11-20 07:10:00', 128, 82), reading('2026-11-21 07:12:00', 146, 92), reading('2026-11-22 07:05:00', 132, 85)]
  const model = chartModel('bloodPressure', list)
  expect(model.points).toHaveLength(6)
  expect(model.bands.map((b) => [b.low, b.high])).toEqual([
    [REFERENCE_BANDS.systolic.low, REFERENCE_BANDS.systolic.high],
    [REFERENCE_BANDS.diastolic.low, REFERENCE_BANDS.diastolic.high],
  ])
  const { ctx, counts, texts } = recordingContext()
  const c = drawChart(model, 351, 200, ctx, 2)
  expect(counts.lineTo ?? 0).toBeGreaterThanOrEqual(4) // two lines of three points
  expect(counts.arc ?? 0).toBeGreaterThanOrEqual(6) // a point per reading and series
  expect((counts.fill ?? 0) + (counts.fillRect ?? 0)).toBeGreaterThanOrEqual(2) // the bands
  expect(texts).toContain('11-20')
  c.destroy()
})

test('weight: the band of BMI 18.5–24 at the member’s height; glucose: the band of its context', () => {
  const w = chartModel('weight', [], { heightCm: 170 })
  expect(w.bands.map((b) => [b.low, b.high])).toEqual([[53.5, 69.4]])
  expect(chartModel('weight', [], { heightCm: null }).bands).toEqual([])
  const g = chartModel('bloodGlucose', [], { glucoseContext: 'after2h' })
  expect(g.bands.map((b) => [b.low, b.high])).toEqual([[3.9, 7.8]])
})
