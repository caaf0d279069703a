import { EMERGENCY_NUMBERS, FIRST_AID, dialable } from './emergency'

test.each([
  ['120', '120'],
  ['025-86631120', '02586631120'],
  ['(025) 5222 6000', '02552226000'],
  ['+86 25 8550 8800', '+862585508800'],
])('dialable(%s) = %s', (input, out) => expect(dialable(input)).toBe(out))

test('120 comes first and every guide tells when to act', () => {
  expect(EMERGENCY_NUMBERS[0].number).toBe('120')
  expect(new Set(EMERGENCY_NUMBERS.map((n) => n.number)).size).toBe(EMERGENCY_NUMBERS.length)
  for (const g of FIRST_AID) {
    expect(g.signs.length).toBeGreaterThan(0)
    expect(g.steps.length).toBeGreaterThan(0)
  }
  // every guide for an emergency sends the patient to 120
  expect(FIRST_AID.filter((g) => g.steps.some((s) => s.includes('120'))).length).toBeGreaterThanOrEqual(FIRST_AID.length - 1)
})
