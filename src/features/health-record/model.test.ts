/** What the health screens show of a reading and how the form is checked before sending (src/domain/health.ts rules). */
import { vitalRangeMessage, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC, GLUCOSE_CONTEXT_REQUIRED } from '@/domain/health'
import { categoryTone, chartModel, validateVitalForm, type VitalFormValue } from './model'

const form = (patch: Partial<VitalFormValue>): VitalFormValue => ({
  systolic: '',
  diastolic: '',
  pulse: '',
  glucose: '',
  glucoseContext: '',
  heightCm: '',
  weightKg: '',
  measuredAt: '2026-11-24 08:00',
  ...patch,
})

test.each<[string, Parameters<typeof validateVitalForm>[0], Partial<VitalFormValue>, string | null]>([
  ['blood pressure ok', 'bloodPressure', { systolic: '128', diastolic: '82' }, null],
  ['systolic 400', 'bloodPressure', { systolic: '400', diastolic: '80' }, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
  ['swapped', 'bloodPressure', { systolic: '80', diastolic: '120' }, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC],
  ['pulse 300', 'bloodPressure', { systolic: '120', diastolic: '80', pulse: '300' }, vitalRangeMessage('脉搏', 20, 250, '次/分')],
  ['glucose without context', 'bloodGlucose', { glucose: '5.6' }, GLUCOSE_CONTEXT_REQUIRED],
  ['glucose ok', 'bloodGlucose', { glucose: '5.6', glucoseContext: 'fasting' }, null],
  ['height 0', 'height', { heightCm: '0' }, vitalRangeMessage('身高', 20, 260, '厘米')],
  ['weight ok', 'weight', { weightKg: '65.5' }, null],
])('%s', (_n, kind, patch, expected) => {
  expect(validateVitalForm(kind, form(patch))).toBe(expected)
})

test.each([
  ['正常', 'ok'],
  ['正常高值', 'warn'],
  ['空腹血糖受损', 'warn'],
  ['超重', 'warn'],
  ['1级高血压', 'bad'],
  ['单纯收缩期高血压', 'bad'],
  ['糖尿病', 'bad'],
  ['肥胖', 'bad'],
  ['', 'none'],
])('the tag of %s is %s', (category, tone) => {
  expect(categoryTone(category)).toBe(tone)
})

test('the chart spans the whole period shown: a week by date, a day by time', () => {
  expect(chartModel('height', [], { period: { from: '2026-11-23', to: '2026-11-29' } }).x).toEqual({
    min: Date.UTC(2026, 10, 23),
    max: Date.UTC(2026, 10, 30),
    ticks: 'date',
  })
  expect(chartModel('height', [], { period: { from: '2026-11-24', to: '2026-11-24' } }).x?.ticks).toBe('time')
  expect(chartModel('height', []).x).toBeUndefined()
})
