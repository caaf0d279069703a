import {
  navigatorItemCount,
  commandBlockCount,
  famousDoctorCount,
  iconPageSize,
  paginate,
  iconPages,
  takeShowNum,
  sideListToCss,
  blockBoxStyle,
} from './blocks'

describe('home block counts (SPEC §2, §9)', () => {
  it.each([
    [1, 2],
    [2, 4],
    [3, 6],
    [4, 5],
    [5, 3],
    [6, 3],
    [7, 4],
    ['3', 6],
    [0, 2],
    [8, 2],
    [null, 2],
    [2.5, 2],
  ])('navigator layout %p -> %p', (l, n) => expect(navigatorItemCount(l)).toBe(n))
  it.each([
    [1, 3],
    ['1', 3],
    [2, 6],
    [7, 6],
    [null, 6],
  ])('command/famous layout %p -> %p', (l, n) => {
    expect(commandBlockCount(l)).toBe(n)
    expect(famousDoctorCount(l)).toBe(n)
  })
  it.each([
    [0, 4],
    [7, 4],
    [8, 8],
    [9, 8],
    [30, 8],
  ])('icon page size for %p items -> %p', (n, s) => expect(iconPageSize(n)).toBe(s))
  it.each([
    [7, [4, 3]],
    [8, [8]],
    [9, [8, 1]],
    [17, [8, 8, 1]],
    [0, []],
    [4, [4]],
  ])('%p icons -> pages %j', (n, sizes) => {
    const items = Array.from({ length: n }, (_, i) => i)
    const pages = iconPages(items)
    expect(pages.map((p) => p.length)).toEqual(sizes)
    expect(pages.flat()).toEqual(items)
  })
  it('paginate guards the size', () => expect(paginate([1, 2, 3], 0)).toEqual([[1], [2], [3]]))
  it.each([
    [5, 3, [0, 1, 2], true],
    [3, 3, [0, 1, 2], false],
    [2, 3, [0, 1], false],
    [5, 0, [0, 1, 2, 3, 4], false],
    [5, null, [0, 1, 2, 3, 4], false],
    [5, '2', [0, 1], true],
  ])('%p items showNum %p', (n, showNum, items, more) => {
    expect(
      takeShowNum(
        Array.from({ length: n }, (_, i) => i),
        showNum,
      ),
    ).toEqual({ items, hasMore: more })
  })
})

describe('spacing (SPEC §3, §9)', () => {
  it.each([
    [[1, 2, 3, 4], '10px', '10px 10px 10px 10px'],
    [[1, 3], '10px', '10px 0 10px 0'],
    [[2, 4], 8, '0 8px 0 8px'],
    ['1,2', '8', '8px 8px 0 0'],
    [['4'], '10px', '0 0 0 10px'],
    [3, '10px', '0 0 10px 0'],
    [[], '10px', '0 0 0 0'],
    [null, '10px', '0 0 0 0'],
    [[0, 5, 1], '10px', '10px 0 0 0'],
  ])('%j %p -> %s', (sides, size, css) => expect(sideListToCss(sides, size)).toBe(css))
  it('block box defaults', () => {
    expect(blockBoxStyle({ margin: [1, 2, 3, 4], padding: [1, 2, 3, 4] })).toEqual({
      margin: '10px 10px 10px 10px',
      padding: '8px 8px 8px 8px',
      borderRadius: '10px',
    })
    expect(blockBoxStyle({ padding: [1, 3], navigator: true, radius: 4 })).toEqual({
      margin: '0 0 0 0',
      padding: '10px 0 10px 0',
      borderRadius: '4px',
    })
    expect(blockBoxStyle({ radius: '0' })).toEqual({ margin: '0 0 0 0', padding: '0 0 0 0', borderRadius: '0px' })
  })
})
