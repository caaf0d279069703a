/**
 * Pregnancy weight gain by pre-pregnancy BMI (src/domain/health/weightGain.ts, WS/T 801-2022).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import { checkPregnancyWeightGain, pregnancyWeightGainRange, pregnancyWeightGainStandard } from './weightGain'

const ga = (weeks: number, days = 0) => ({ weeks, days })

describe('pregnancy weight gain (WS/T 801-2022)', () => {
  test.each([
    [18.4, '偏瘦', 11, 16, 0.37, 0.56],
    [18.5, '正常', 8, 14, 0.26, 0.48],
    [23.9, '正常', 8, 14, 0.26, 0.48],
    [24, '超重', 7, 11, 0.22, 0.37],
    [27.9, '超重', 7, 11, 0.22, 0.37],
    [28, '肥胖', 5, 9, 0.15, 0.3],
  ])('pre-pregnancy BMI %p → %s: total %p-%p kg, weekly %p-%p kg', (b, group, tMin, tMax, wMin, wMax) => {
    const s = pregnancyWeightGainStandard(b)
    expect([s.group, s.totalMin, s.totalMax, s.weeklyMin, s.weeklyMax, s.firstTrimesterMin, s.firstTrimesterMax]).toEqual([
      group,
      tMin,
      tMax,
      wMin,
      wMax,
      0,
      2,
    ])
  })

  test.each([
    [21, ga(6), 0, 2],
    [21, ga(13, 6), 0, 2], // last day of the first trimester
    [21, ga(14), 0, 2],
    [21, ga(15), 0.3, 2.5], // 0.26 / 2 + 0.48
    [21, ga(20), 1.6, 4.9], // 6 weeks: 1.56 / 4.88
    [21, ga(40), 6.8, 14], // max capped at the total 14.0
    [17, ga(30), 5.9, 11], // 16 weeks: 5.92 / 10.96
    [30, ga(40), 3.9, 9], // capped at 9.0
    [25, ga(27, 3), 3, 7], // 13.43 weeks: 2.95 / 6.97
  ])('BMI %p at %p: %p–%p kg', (b, g, min, max) => expect(pregnancyWeightGainRange(b, g)).toEqual({ min, max }))

  test.each([
    [56.5, 1.5, '偏低'],
    [56.6, 1.6, '正常'],
    [59.9, 4.9, '正常'],
    [60.0, 5, '偏高'],
  ])('160 cm, 55 kg before, 20 weeks, now %p kg: gain %p → %s', (weightKg, gain, status) => {
    const r = checkPregnancyWeightGain({ heightCm: 160, prePregnancyWeightKg: 55, weightKg, gestationalAge: ga(20) })
    expect(r.prePregnancyBmi).toBe(21.5)
    expect(r.standard.group).toBe('正常')
    expect(r.range).toEqual({ min: 1.6, max: 4.9 })
    expect(r.gainKg).toBe(gain)
    expect(r.status).toBe(status)
  })

  test('a first-trimester loss is below the range', () => {
    expect(checkPregnancyWeightGain({ heightCm: 160, prePregnancyWeightKg: 55, weightKg: 54.2, gestationalAge: ga(9) })).toMatchObject({
      gainKg: -0.8,
      status: '偏低',
    })
  })
})
