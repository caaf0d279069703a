/**
 * Validation of vitals and birth dates as typed (src/domain/health/vitalInput.ts).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import {
  BIRTH_DATE_IN_FUTURE,
  BIRTH_DATE_INVALID,
  BIRTH_DATE_REQUIRED,
  BIRTH_DATE_TOO_EARLY,
  BP_DIASTOLIC_INVALID,
  BP_DIASTOLIC_NOT_BELOW_SYSTOLIC,
  BP_DIASTOLIC_REQUIRED,
  BP_NOT_INTEGER,
  BP_SYSTOLIC_INVALID,
  BP_SYSTOLIC_REQUIRED,
  GLUCOSE_CONTEXT_REQUIRED,
  GLUCOSE_INVALID,
  GLUCOSE_REQUIRED,
  HEIGHT_INVALID,
  HEIGHT_REQUIRED,
  PULSE_INVALID,
  PULSE_REQUIRED,
  WEIGHT_REQUIRED,
  vitalRangeMessage,
} from './vitals'
import { validateBirthDate, validateBloodPressure, validateGlucose, validateHeight, validatePulse, validateWeight } from './vitalInput'

describe('validateBloodPressure', () => {
  test.each([
    ['', 80, BP_SYSTOLIC_REQUIRED],
    [null, null, BP_SYSTOLIC_REQUIRED],
    [120, '', BP_DIASTOLIC_REQUIRED],
    [120, undefined, BP_DIASTOLIC_REQUIRED],
    ['abc', 80, BP_SYSTOLIC_INVALID],
    [NaN, 80, BP_SYSTOLIC_INVALID],
    [{}, 80, BP_SYSTOLIC_INVALID],
    [120, '8o', BP_DIASTOLIC_INVALID],
    [120.5, 80, BP_NOT_INTEGER],
    [120, 80.5, BP_NOT_INTEGER],
    [400, 80, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [301, 80, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [300, 80, null],
    [39, 30, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [40, 30, null],
    [120, 19, vitalRangeMessage('舒张压', 20, 200, 'mmHg')],
    [120, 20, null],
    [250, 200, null],
    [250, 201, vitalRangeMessage('舒张压', 20, 200, 'mmHg')],
    [120, 120, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC],
    [80, 120, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC], // swapped fields
    [120, 119, null],
    ['120', '80', null],
    [' 135 ', '85', null],
  ])('%p/%p → %p', (s, d, expected) => expect(validateBloodPressure(s, d)).toBe(expected))

  test('the range message reads naturally', () => {
    expect(validateBloodPressure(400, 80)).toBe('收缩压应在40-300mmHg之间，请核对后重新输入')
  })
})

describe('validatePulse, validateGlucose, validateHeight, validateWeight', () => {
  test.each([
    ['', false, null],
    ['', true, PULSE_REQUIRED],
    [72, false, null],
    [72.5, false, PULSE_INVALID],
    ['x', false, PULSE_INVALID],
    [19, false, vitalRangeMessage('脉搏', 20, 250, '次/分')],
    [20, false, null],
    [250, false, null],
    [251, false, vitalRangeMessage('脉搏', 20, 250, '次/分')],
  ])('pulse %p (required %p) → %p', (v, req, expected) => expect(validatePulse(v, req)).toBe(expected))

  const glucoseRange = vitalRangeMessage('血糖值', 0.5, 50, 'mmol/L')
  test.each([
    [[''], GLUCOSE_REQUIRED],
    [['abc'], GLUCOSE_INVALID],
    [[80], glucoseRange], // mg/dL typed as mmol/L, or a typo
    [[50.1], glucoseRange],
    [[50], null],
    [[0.5], null],
    [[0.4], glucoseRange],
    [['6.1'], null],
    [[6.1, 'fasting'], null],
    [[6.1, 'bedtime'], null],
    [[6.1, 'lunch'], GLUCOSE_CONTEXT_REQUIRED],
    [[6.1, undefined], GLUCOSE_CONTEXT_REQUIRED], // the server passes the context it received
    [[6.1, ''], GLUCOSE_CONTEXT_REQUIRED],
  ])('glucose %p → %p', (args, expected) => expect(validateGlucose(...(args as [unknown, unknown]))).toBe(expected))

  const heightRange = vitalRangeMessage('身高', 20, 260, '厘米')
  test.each([
    ['', HEIGHT_REQUIRED],
    ['一米七', HEIGHT_INVALID],
    [0, heightRange],
    [-170, heightRange],
    [19.9, heightRange],
    [20, null],
    [175.5, null],
    [260, null],
    [260.1, heightRange],
  ])('height %p → %p', (v, expected) => expect(validateHeight(v)).toBe(expected))

  const weightRange = vitalRangeMessage('体重', 0.5, 400, '公斤')
  test.each([
    [undefined, WEIGHT_REQUIRED],
    [0, weightRange],
    [0.4, weightRange],
    [0.5, null],
    [65.3, null],
    [400, null],
    [400.1, weightRange],
  ])('weight %p → %p', (v, expected) => expect(validateWeight(v)).toBe(expected))
})

describe('validateBirthDate', () => {
  const TODAY = '2024-06-15'
  test.each([
    ['', TODAY, BIRTH_DATE_REQUIRED],
    [null, TODAY, BIRTH_DATE_REQUIRED],
    ['abc', TODAY, BIRTH_DATE_INVALID],
    ['2024-02-30', TODAY, BIRTH_DATE_INVALID],
    ['2024-06-15T00:00:00Z', TODAY, BIRTH_DATE_INVALID], // a date, not an instant
    ['2024-06-16', TODAY, BIRTH_DATE_IN_FUTURE],
    ['2024-06-15', TODAY, null], // a newborn
    ['1874-06-15', TODAY, null], // 150 years
    ['1874-06-14', TODAY, null],
    ['1873-06-15', TODAY, BIRTH_DATE_TOO_EARLY], // 151 years
    // business midnight
    ['2024-06-15', '2024-06-14T16:30:00Z', null],
    ['2024-06-15', '2024-06-14T15:30:00Z', BIRTH_DATE_IN_FUTURE],
  ])('%p on %s → %p', (b, today, expected) => expect(validateBirthDate(b, today)).toBe(expected))
})

// ================================================================ vocabulary
