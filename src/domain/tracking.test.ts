import { batches, entryTracking, trackedPath } from './tracking'

describe('trackedPath', () => {
  test.each([
    ['/hospital/goodsDetail?goodsId=5&phone=13800000000', '/goodsDetail'],
    ['https://x.example/hospital/home#top', '/home'],
    ['/hospital', '/'],
    ['pages/main/home/index', '/pages/main/home/index'],
    ['/hospitalDetail', '/hospitalDetail'],
    ['/a b', null],
  ])('%s -> %s', (url, path) => expect(trackedPath(url)).toBe(path))
})

describe('entryTracking', () => {
  test('keeps short printable utm/spm, drops the rest', () => {
    expect(entryTracking({ utm: 'wx_menu', spm: 'a1.b2.c3', other: 'x' })).toEqual({ utm: 'wx_menu', spm: 'a1.b2.c3' })
    expect(entryTracking({ utm: '<script>', spm: 'x'.repeat(65) })).toEqual({})
    expect(entryTracking({ utm: 42 })).toEqual({ utm: '42' })
  })
})

test('batches of at most 50', () => {
  expect(batches(Array.from({ length: 120 }, (_, i) => i)).map((b) => b.length)).toEqual([50, 50, 20])
  expect(batches([])).toEqual([])
})
