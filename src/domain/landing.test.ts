import { LANDING_KEYS, LANDING_PATHS, isLandingKey, landingKeyOf } from './landing'

test.each([
  ['/checkup/rePhy', 'rehab'],
  ['/rePhy', 'rehab'],
  ['/dischargeService', 'discharge'],
  ['/magicplatform/service', 'service'],
  ['/jnmedical-cosmetology', 'cosmetology'],
  ['/checkup/yantaistomatology', 'yantai-stomatology'],
  ['/gynaecology', 'gynaecology'],
  ['/gynaecologyList', 'gynaecology'],
  ['/paperToHome', undefined],
  ['/checkup/mine', undefined],
])('%s shows landing %s', (path, key) => {
  expect(landingKeyOf(path)).toBe(key)
})

test('every path belongs to exactly one key', () => {
  expect(new Set(LANDING_PATHS).size).toBe(LANDING_PATHS.length)
  expect(LANDING_PATHS).toHaveLength(25)
})

test.each([
  ['rehab', true],
  ['toString', false],
  ['', false],
])('isLandingKey(%s) = %s', (key, yes) => {
  expect(isLandingKey(key)).toBe(yes)
  if (yes) expect(LANDING_KEYS).toContain(key)
})
