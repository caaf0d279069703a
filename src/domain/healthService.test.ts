import { parseHealthServiceId } from './healthService'

test.each([
  ['601', 601],
  [' 12 ', 12],
  [7, 7],
  ['0', null],
  ['-1', null],
  ['abc', null],
  ['1.5', null],
  ['', null],
  [undefined, null],
  ['9999999999', null],
])('parseHealthServiceId(%p) = %p', (raw, want) => {
  expect(parseHealthServiceId(raw)).toBe(want)
})
