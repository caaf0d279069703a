import { formatDuration } from './format'

test.each([
  [0, '00:00'],
  [8, '00:08'],
  [65, '01:05'],
  [3599, '59:59'],
  [3600, '1:00:00'],
  [3725.4, '1:02:05'],
  [-3, '00:00'],
])('formatDuration(%s) = %s', (s, out) => expect(formatDuration(s)).toBe(out))
