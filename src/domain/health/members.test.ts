/**
 * Minor protection, family members, record periods, tags and medical history (src/domain/health/members.ts).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import * as HM from '../messages/health'
import {
  recordPeriod,
  validateLabel,
  validateMedicalHistory,
  validateMember,
  type RecordRange,
  ADULT_AGE,
  CHILD_PROTECTION_AGE,
  ageOf,
  isMinor,
  needsGuardianConsent,
} from './members'
import { BIRTH_DATE_IN_FUTURE } from './vitals'
import { idCheckDigit } from '../validation'

describe('age, isMinor, needsGuardianConsent (SPEC §6)', () => {
  const id18 = (first17: string) => first17 + idCheckDigit(first17)
  const wrongCheckDigit = (first17: string) => first17 + (idCheckDigit(first17) === '0' ? '1' : '0')
  const TODAY = '2024-06-15'
  test.each([
    ['2006-06-15', TODAY, 18, false, false],
    ['2006-06-16', TODAY, 17, true, false],
    ['2010-06-15', TODAY, 14, true, false],
    ['2010-06-16', TODAY, 13, true, true],
    ['2024-06-15', TODAY, 0, true, true],
    // business midnight: the 18th birthday starts at 16:00 UTC the day before
    ['2006-06-15', '2024-06-14T16:00:00Z', 18, false, false],
    ['2006-06-15', '2024-06-14T15:59:59Z', 17, true, false],
    // ID numbers: 18 digits, and 15 digits read as 19YYMMDD
    [id18('11010120060615123'), TODAY, 18, false, false],
    [id18('11010120060616123'), TODAY, 17, true, false],
    [id18('11010120100616123'), TODAY, 13, true, true],
    ['110101900615123', TODAY, 34, false, false],
    // unknown age: protection applies (fail safe)
    ['', TODAY, null, true, true],
    ['2024-06-16', TODAY, null, true, true], // born tomorrow
    [wrongCheckDigit('11010120060615123'), TODAY, null, true, true],
    ['abc', TODAY, null, true, true],
  ])('%s on %s: age %p, minor %p, guardian consent %p', (who, today, age, minor, guardian) => {
    expect(ageOf(who, today)).toBe(age)
    expect(isMinor(who, today)).toBe(minor)
    expect(needsGuardianConsent(who, today)).toBe(guardian)
  })

  test('thresholds', () => expect([ADULT_AGE, CHILD_PROTECTION_AGE]).toEqual([18, 14]))
})

describe('validateMember (family members, PIPL art. 31 / SPEC §6)', () => {
  const today = '2026-06-15T04:00:00Z' // 2026-06-15 12:00 in China
  const adult = { name: '王芳', relation: 'parent', sex: 2, birthDate: '1960-03-02' }
  it.each<[string, Record<string, unknown>, string | null]>([
    ['adult ok', {}, null],
    ['name required', { name: '  ' }, HM.HEALTH_MEMBER_NAME_REQUIRED],
    ['name with digits', { name: '王芳1' }, HM.HEALTH_MEMBER_NAME_INVALID],
    ['name of 21 characters', { name: '王'.repeat(21) }, HM.HEALTH_MEMBER_NAME_INVALID],
    ['name of 20 characters', { name: '王'.repeat(20) }, null],
    ['relation unknown', { relation: 'friend' }, HM.HEALTH_MEMBER_RELATION_REQUIRED],
    ['sex missing', { sex: 0 }, '请选择性别'],
    ['birth date in the future', { birthDate: '2026-06-16' }, BIRTH_DATE_IN_FUTURE],
    // the 14th birthday is the boundary: the day before needs the guardian, the day itself does not
    ['13 years 364 days without guardian consent', { relation: 'child', birthDate: '2012-06-16' }, HM.HEALTH_GUARDIAN_CONSENT_REQUIRED],
    ['13 years 364 days with guardian consent', { relation: 'child', birthDate: '2012-06-16', guardianConsent: true }, null],
    ['exactly 14 without guardian consent', { relation: 'child', birthDate: '2012-06-15' }, null],
    ['a baby without guardian consent', { relation: 'child', birthDate: '2025-10-15' }, HM.HEALTH_GUARDIAN_CONSENT_REQUIRED],
  ])('%s', (_n, patch, expected) => {
    expect(validateMember({ ...adult, ...patch }, today)).toBe(expected)
  })
})

describe('recordPeriod (list by day / week / month)', () => {
  it.each<[RecordRange, string, { from: string; to: string } | null]>([
    ['day', '2026-03-01', { from: '2026-03-01', to: '2026-03-01' }],
    ['week', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }], // a Monday
    ['week', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }], // a Sunday belongs to the week before it
    ['week', '2026-12-31', { from: '2026-12-28', to: '2027-01-03' }], // across a year
    ['month', '2024-02-10', { from: '2024-02-01', to: '2024-02-29' }], // leap year
    ['month', '2026-02-28', { from: '2026-02-01', to: '2026-02-28' }],
    ['month', '2026-12-05', { from: '2026-12-01', to: '2026-12-31' }],
    ['day', '2026-02-30', null],
    ['week', 'yesterday', null],
  ])('%s of %s', (range, date, expected) => {
    expect(recordPeriod(range, date)).toEqual(expected)
  })
})

describe('validateLabel and validateMedicalHistory', () => {
  it.each<[unknown, unknown, string | null]>([
    ['chronic', '高血压', null],
    ['custom', '  夜班  ', null],
    ['custom', '十个字十个字十个字十', null],
    ['custom', '十一个字十一个字十一个', HM.HEALTH_LABEL_INVALID],
    ['custom', '   ', HM.HEALTH_LABEL_INVALID],
    ['disease', '高血压', HM.HEALTH_LABEL_CATEGORY_INVALID],
  ])('label %s %s', (category, name, expected) => {
    expect(validateLabel(category, name)).toBe(expected)
  })
  const today = '2026-06-15T04:00:00Z'
  it.each<[Record<string, unknown>, string | null]>([
    [{ type: 'past', name: '高血压', since: '2018-05' }, null],
    [{ type: 'surgery', name: '阑尾切除术', since: '2010' }, null],
    [{ type: 'family', name: '糖尿病（父亲）' }, null],
    [{ type: 'past', name: '高血压', since: '2026-06-15' }, null],
    [{ type: 'past', name: '高血压', since: '2026-06-16' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'past', name: '高血压', since: '2018-13' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'past', name: '高血压', since: '去年' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'other', name: '高血压' }, HM.MEDICAL_HISTORY_TYPE_REQUIRED],
    [{ type: 'past', name: ' ' }, HM.MEDICAL_HISTORY_NAME_REQUIRED],
    [{ type: 'past', name: '病'.repeat(31) }, HM.MEDICAL_HISTORY_NAME_TOO_LONG],
    [{ type: 'past', name: '病', note: '注'.repeat(201) }, HM.MEDICAL_HISTORY_NOTE_TOO_LONG],
  ])('history %j', (input, expected) => {
    expect(validateMedicalHistory(input, today)).toBe(expected)
  })
})
