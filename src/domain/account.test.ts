import { confFlagOn, mustBindPhoneFirst, MUST_BIND_PHONE_KEY } from './account'

describe('must_bind_phone (SPEC §7 common/conf/all)', () => {
  test.each([
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    ['yes', true],
    [1, true],
    [true, true],
    ['0', false],
    ['false', false],
    ['', false],
    [undefined, false],
    [null, false],
    [0, false],
    ['2', false],
  ])('confFlagOn(%j) = %j', (value, on) => {
    expect(confFlagOn(value)).toBe(on)
  })

  test('an account must bind a phone first only when the flag is on and it has no phone', () => {
    expect(MUST_BIND_PHONE_KEY).toBe('must_bind_phone')
    expect(mustBindPhoneFirst(true, null)).toBe(true)
    expect(mustBindPhoneFirst(true, '')).toBe(true)
    expect(mustBindPhoneFirst(true, '  ')).toBe(true)
    expect(mustBindPhoneFirst(true, '13800138000')).toBe(false)
    expect(mustBindPhoneFirst(false, null)).toBe(false)
  })
})
