import { contrastRatio, MIN_TEXT_CONTRAST, parseHex, primaryTextColor, readableOn, readableTextColor, TINT_BACKGROUNDS } from './contrast'
import { readFileSync } from 'node:fs'
import path from 'node:path'

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

describe("primaryTextColor (the theme's text colour of each hospital)", () => {
  // every seeded hospital's colours (server/seed/index.ts SEED_HOSPITALS, read as text: the domain does not
  // import the server), NutUI's default red and the app's fallback blue
  const seed = readFileSync(path.join(__dirname, '../../server/seed/index.ts'), 'utf8')
  const seeded = [...seed.matchAll(/primary_color(?:_end)?: '(#[0-9a-fA-F]{6})'/g)].map((m) => m[1])
  test('the seed has hospital colours', () => expect(seeded.length).toBeGreaterThanOrEqual(6))
  const colours = [...seeded, '#ff0f23', '#1677ff', '#fa2c19']
  test.each(colours)('%s: at least 4.5:1 on every tinted background, white text on it too, same hue', (c) => {
    const t = primaryTextColor(c)
    for (const bg of TINT_BACKGROUNDS) expect(contrastRatio(t, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(contrastRatio('#ffffff', t)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    const [r0, g0, b0] = parseHex(c)!
    const [r, g, b] = parseHex(t)!
    // darkened by one factor (within rounding): the channels keep their order
    expect(Math.sign(r - g)).toBe(Math.sign(r0 - g0) || Math.sign(r - g))
    expect(Math.sign(g - b)).toBe(Math.sign(g0 - b0) || Math.sign(g - b))
    // just enough: one 2 % step lighter would miss 4.5:1 on the darkest tint
    if (t !== c.toLowerCase()) expect(Math.min(...TINT_BACKGROUNDS.map((bg) => contrastRatio(t, bg)))).toBeLessThan(4.9)
  })
  test('a dark colour is kept; malformed input unchanged', () => {
    expect(primaryTextColor('#0050b3')).toBe('#0050b3')
    expect(primaryTextColor('var(--x)')).toBe('var(--x)')
  })
})

describe('scripts/postcss-a11y.cjs (build-time text colours) follows the same rule', () => {
  const plugin = require('../../scripts/postcss-a11y.cjs') as { readable: (hex: string) => string | null; TINT_BACKGROUNDS: string[] }
  test('the same tints', () => expect(plugin.TINT_BACKGROUNDS).toEqual([...TINT_BACKGROUNDS]))
  test.each(['#dc1f28', '#f5222d', '#1677ff', '#888b94', '#ff6a00'])('%s: 4.5:1 on every tint after the build', (c) => {
    const out = plugin.readable(c) ?? c
    for (const bg of TINT_BACKGROUNDS) expect(contrastRatio(out, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
  })
  test('light colours (white text for coloured backgrounds) and dark ones are kept', () => {
    expect(plugin.readable('#ffffff')).toBeNull()
    expect(plugin.readable('#333333')).toBeNull()
  })

  /** the background of `selector` after the plugin ran over `css` */
  const backgroundAfter = async (css: string, selector: string): Promise<string | undefined> => {
    const postcss = (require('postcss') as typeof import('postcss')).default
    const root = (
      await postcss([(require('../../scripts/postcss-a11y.cjs') as () => import('postcss').Plugin)()]).process(css, { from: undefined })
    ).root
    let bg: string | undefined
    root.walkRules(selector, (r: import('postcss').Rule) =>
      r.walkDecls(/^background/, (d: import('postcss').Declaration) => void (bg = d.value)),
    )
    return bg
  }
  test("a gradient's hex stops under white text (the product page's 加入购物车: #ffb71b -> #ff9500 was 1.9-2.1:1)", async () => {
    const after = (await backgroundAfter(
      '.btn--cart { color: #fff !important; background: linear-gradient(90deg, #ffb71b, #ff9500) !important }',
      '.btn--cart',
    ))!
    const stops = after.match(/#[0-9a-f]{6}/gi)!
    expect(stops).toHaveLength(2)
    for (const c of stops) expect(contrastRatio('#ffffff', c)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(after).toMatch(/^linear-gradient\(90deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/)
    // a light gradient under dark text is kept
    expect(await backgroundAfter('.card { color: #333; background: linear-gradient(135deg, #eef5ff, #f8fbff) }', '.card')).toBe(
      'linear-gradient(135deg, #eef5ff, #f8fbff)',
    )
  })
  test.each([
    // white text and a mid-tone background in one rule
    ['.badge { color: #fff; background: #f5a623 }', '.badge', true],
    // a BEM modifier that sets only the background of a block with white text (the cart's 赠品 tag: was 2.0:1)
    ['.tag { color: #fff; background: #d90d1d } .tag--gift { background: #f5a623 }', '.tag--gift', true],
    ['.tag { color: #ffffff } .tag--ok { background-color: #1bb37a !important }', '.tag--ok', true],
    // a modifier with a dark text of its own, or of a block without white text: kept
    ['.tag { color: #fff } .tag--pale { color: #333; background: #f5a623 }', '.tag--pale', false],
    ['.tag { color: #333 } .tag--gift { background: #f5a623 }', '.tag--gift', false],
  ])('%s: %s white text reaches 4.5:1 = %s', async (css, selector, darkened) => {
    const before = /background(?:-color)?:\s*(#[0-9a-f]{6})/.exec(css.slice(css.indexOf(selector)))![1]
    const after = (await backgroundAfter(css, selector))!.replace(/\s*!important$/, '')
    if (darkened) expect(contrastRatio('#ffffff', after)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    else expect(after).toBe(before)
  })
})
