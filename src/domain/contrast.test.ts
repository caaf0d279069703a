import { contrastRatio, MIN_TEXT_CONTRAST, parseHex, readableOn, readableTextColor } from './contrast'

describe('contrastRatio (WCAG 2.2)', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#1677ff', '#ffffff', 4.1],
    ['#fff', '#000', 21],
  ])('%s on %s = %f', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1)
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1)
  })
  test('malformed colours', () => {
    expect(parseHex('red')).toBeNull()
    expect(contrastRatio('red', '#fff')).toBeNaN()
  })
})

describe('readableOn', () => {
  test.each(['#1677ff', '#4096ff', '#ff6a00', '#07c160', '#00b578', '#fa2c19', '#ffd700', '#ffffff'])(
    '%s becomes a variant with at least 4.5:1 on white',
    (c) => {
      const r = readableOn(c)
      expect(contrastRatio(r, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    },
  )
  test('a colour that already passes is kept; the variant keeps the hue (only darker)', () => {
    expect(readableOn('#0050b3')).toBe('#0050b3')
    const r = parseHex(readableOn('#1677ff'))!
    expect(r[2]).toBeGreaterThan(r[0])
    expect(r[2]).toBeLessThan(255)
  })
  test('malformed input unchanged', () => {
    expect(readableOn('var(--x)')).toBe('var(--x)')
  })
})

describe('readableTextColor (configured text colours)', () => {
  test('mid-tones are darkened to 4.5:1 on the page; light, dark and non-hex colours are kept', () => {
    expect(contrastRatio(readableTextColor('#b0b5bd'), '#f5f6f7')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(readableTextColor('#ffffff')).toBe('#ffffff')
    expect(readableTextColor('#333333')).toBe('#333333')
    expect(readableTextColor('rgb(1,2,3)')).toBe('rgb(1,2,3)')
  })
})
