/**
 * The FHIR / LOINC vocabulary of vital kinds (src/domain/health/vocabulary.ts).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import { LOINC, VITAL_KINDS, vitalKindOfCode } from './vocabulary'

describe('FHIR / LOINC vocabulary', () => {
  test('vital kinds carry LOINC codes and UCUM units', () => {
    expect(VITAL_KINDS.bloodPressure).toMatchObject({ code: '85354-9', ucum: 'mm[Hg]', category: 'vital-signs' })
    expect(VITAL_KINDS.bloodPressure.components).toEqual([
      { name: 'systolic', code: '8480-6' },
      { name: 'diastolic', code: '8462-4' },
    ])
    expect([VITAL_KINDS.bodyWeight.code, VITAL_KINDS.bodyHeight.code, VITAL_KINDS.heartRate.code, VITAL_KINDS.bmi.code]).toEqual([
      '29463-7',
      '8302-2',
      '8867-4',
      '39156-5',
    ])
    expect(LOINC.GLUCOSE).toBe('15074-8')
  })

  test.each([
    ['85354-9', 'bloodPressure'],
    ['8480-6', 'bloodPressure'],
    ['8462-4', 'bloodPressure'],
    ['29463-7', 'bodyWeight'],
    ['8302-2', 'bodyHeight'],
    ['8867-4', 'heartRate'],
    ['15074-8', 'bloodGlucose'],
    ['0000-0', null],
  ])('code %s is %p', (code, kind) => expect(vitalKindOfCode(code)).toBe(kind))
})

// ================================================================ minor protection
