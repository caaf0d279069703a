/**
 * The app's own styles are written at the 750 px design width (config/index.ts `designWidth`: 750 for src/, 375 for
 * NutUI): Taro's pxtransform turns 2 design px into 1 CSS px on a 375 px phone (rem on H5, rpx on the
 * mini-programs). A style sheet written at the 375 px scale (as NutUI's are, or as a browser's CSS px) comes out at
 * half its size on every target: the customer-service chat room had 7.5 px message text and 5 px time stamps
 * (issue 35), the health classes' pages the same. This test reads every style sheet under src/ and refuses text that
 * would render below 10 CSS px (20 design px; the 10–11 px tags and tab labels are the platform norm, body text is
 * 28 design px = 14 CSS px or more), and units that escape pxtransform (`Px`, `PX`) beside the ones it converts.
 * Inline `style={{ … }}` values are not converted either (they are real CSS px on every target): a font size set
 * there is refused too.
 */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '..', '..')
/** the smallest font-size / line-height in design px (750 px wide): 10 CSS px on a 375 px phone */
const MIN_TEXT_DESIGN_PX = 20

function files(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) files(p, ext, out)
    else if (ext.test(e.name)) out.push(p)
  }
  return out
}

/** `font-size` / `line-height` declarations in px below the floor, as "file:line: declaration" */
function tooSmallText(css: string, file = ''): string[] {
  const found: string[] = []
  css.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '')
    for (const m of code.matchAll(/\b(font-size|line-height)\s*:\s*([^;}]+)/g)) {
      for (const px of m[2].matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)px\b/g)) {
        if (Number(px[1]) < MIN_TEXT_DESIGN_PX) found.push(`${file}:${i + 1}: ${m[0].trim()}`)
      }
    }
  })
  return found
}

/** lengths in `Px` / `PX` (pxtransform leaves them as CSS px, twice the size of the design px around them) */
function unconvertedUnits(css: string, file = ''): string[] {
  const found: string[] = []
  css.split('\n').forEach((line, i) => {
    if (/\d(?:Px|PX)\b/.test(line.replace(/\/\/.*$/, ''))) found.push(`${file}:${i + 1}: ${line.trim()}`)
  })
  return found
}

const rel = (p: string) => path.relative(SRC, p)

describe('style scale (750 px design width; issue 35)', () => {
  test('the rule itself: a 375-scale sheet is caught, a 750-scale one is not', () => {
    expect(tooSmallText('.a {\n  font-size: 15px;\n  line-height: 1.5;\n}\n.b { font-size: 10px }', 'x.scss')).toEqual([
      'x.scss:2: font-size: 15px',
      'x.scss:5: font-size: 10px',
    ])
    expect(tooSmallText('.a { font-size: 30px; line-height: 46px; }\n// font-size: 12px in a comment')).toEqual([])
    expect(tooSmallText('.a { line-height: 16px; }', 'z.scss')).toEqual(['z.scss:1: line-height: 16px'])
    expect(unconvertedUnits('.a { font-size: 14Px; }\n.b { height: 2PX; }\n.c { width: 2px; }', 'y.scss')).toEqual([
      'y.scss:1: .a { font-size: 14Px; }',
      'y.scss:2: .b { height: 2PX; }',
    ])
  })

  test('no style sheet under src/ sets text below 10 CSS px (20 design px)', () => {
    const sheets = files(SRC, /\.(scss|css)$/)
    expect(sheets.length).toBeGreaterThan(20)
    const found = sheets.flatMap((f) => tooSmallText(fs.readFileSync(f, 'utf8'), rel(f)))
    expect(found).toEqual([])
  })

  test('no style sheet under src/ uses Px / PX (lengths pxtransform does not convert)', () => {
    const found = files(SRC, /\.(scss|css)$/).flatMap((f) => unconvertedUnits(fs.readFileSync(f, 'utf8'), rel(f)))
    expect(found).toEqual([])
  })

  test('no screen sets a font size in an inline style (not converted: CSS px on every target)', () => {
    const found: string[] = []
    for (const f of files(SRC, /\.tsx$/)) {
      if (/\.test\.tsx$/.test(f)) continue
      fs.readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/style=\{\{[^}]*\b(fontSize|lineHeight)\s*:/.test(line)) found.push(`${rel(f)}:${i + 1}`)
        })
    }
    expect(found).toEqual([])
  })
})
