/**
 * The red-flag corpus (./corpus.ts, written before the matcher) against the matcher (./redFlags.ts): every
 * emergency phrasing must be routed (its category among those the question shows), no ordinary question may be.
 * Prints recall and false alarms; fails below 100 % recall or on any false alarm.
 */
import { EMERGENCY_CORPUS, ORDINARY_CORPUS } from './corpus'
import { triage } from './redFlags'

const misses = EMERGENCY_CORPUS.filter(([text, category]) => !triage(text).categories.includes(category))
const falseAlarms = ORDINARY_CORPUS.filter((text) => triage(text).categories.length > 0)

afterAll(() => {
  const recall = ((EMERGENCY_CORPUS.length - misses.length) / EMERGENCY_CORPUS.length) * 100
  // the figures the issue asks for, printed with every run
  console.log(
    [
      `red-flag corpus: ${EMERGENCY_CORPUS.length} emergency phrasings, ${ORDINARY_CORPUS.length} ordinary questions`,
      `recall ${recall.toFixed(1)} % (${EMERGENCY_CORPUS.length - misses.length}/${EMERGENCY_CORPUS.length}), false alarms ${falseAlarms.length}/${ORDINARY_CORPUS.length}`,
      ...misses.map(([t, c]) => `  missed ${c}: ${t} -> ${triage(t).categories.join(',') || 'none'}`),
      ...falseAlarms.map((t) => `  false alarm: ${t} -> ${triage(t).categories.join(',')}`),
    ].join('\n'),
  )
})

test('the corpus is big enough and every category has several phrasings', () => {
  expect(EMERGENCY_CORPUS.length).toBeGreaterThanOrEqual(150)
  expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(100)
  const per = new Map<string, number>()
  for (const [, c] of EMERGENCY_CORPUS) per.set(c, (per.get(c) ?? 0) + 1)
  expect(per.size).toBe(12)
  for (const n of per.values()) expect(n).toBeGreaterThanOrEqual(10)
  expect(new Set(EMERGENCY_CORPUS.map(([t]) => t)).size).toBe(EMERGENCY_CORPUS.length)
  expect(new Set(ORDINARY_CORPUS).size).toBe(ORDINARY_CORPUS.length)
})

test('100 % recall: every emergency phrasing is routed as its category', () => {
  expect(misses.map(([t, c]) => `${c}: ${t} -> ${triage(t).categories.join(',') || 'none'}`)).toEqual([])
})

test('no false alarm: no ordinary question is routed', () => {
  expect(falseAlarms.map((t) => `${t} -> ${triage(t).categories.join(',')}`)).toEqual([])
})
