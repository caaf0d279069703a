/**
 * PostCSS plugin (issue 16; docs/ELDER-MODE.md), for the app's own styles only (not node_modules: NutUI gets its
 * sizes and colours from the theme variables of src/shared/ui/Page/theme.ts). Registered in config/index.ts
 * (postcss of mini and h5).
 *
 * 1. The elder-friendly mode's text scale: every `font-size` and length `line-height` becomes
 *    `calc(<value> * var(--app-font-scale, 1))`. The page root's ConfigProvider sets `--app-font-scale` (1
 *    normally, 1.3 in the elder mode) — one switch for every page, on H5 (rem) and the mini-programs (rpx).
 * 2. Text contrast (WCAG 2.2 §1.4.3, both modes): a text `color` written as a mid-tone hex that is below 4.5:1
 *    against the page background or one of the light tints of chips and tags (src/domain/contrast.ts
 *    TINT_BACKGROUNDS: #f5f6f7, #f2f3f5, #e6f4ff, #ffebef, and so white) is darkened, same hue, until it reaches
 *    4.5:1 on all of them — the same rule as src/domain/contrast.ts `primaryTextColor`. Light colours (below 1.6:1, white text meant for dark or
 *    coloured backgrounds) are left alone; instead, where such light text sits on a mid-tone hex background of the
 *    same rule, that background is darkened until the light text on it reaches 4.5:1.
 */
const LENGTH = /^-?(\d+(\.\d+)?|\.\d+)(px|rpx|rem|em|vw|PX|Px)$/
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const PAGE_BACKGROUND = [0xf5, 0xf6, 0xf7]
/** src/domain/contrast.ts TINT_BACKGROUNDS (a test keeps the two lists equal) */
const TINT_BACKGROUNDS = ['#ffffff', '#f5f6f7', '#f2f3f5', '#e6f4ff', '#ffebef']
const MIN = 4.5
const LIGHT = 1.6

function fromNodeModules(decl) {
  const file = (decl.source && decl.source.input && decl.source.input.file) || ''
  return file.replace(/\\+/g, '/').includes('/node_modules/')
}

const lum = (rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const ratio = (a, b) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}
const parse = (hex) => {
  const h = hex.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const n = parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = (rgb) => `#${((1 << 24) | (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]).toString(16).slice(1)}`

/** the lowest contrast of the colour on the page background and the tints */
const worst = (rgb) => Math.min(...TINT_BACKGROUNDS.map((bg) => ratio(rgb, parse(bg))))

/** the colour darkened in 2 % steps until it reaches 4.5:1 on the page and the tints; null when it needs no change */
function readable(hex) {
  const rgb = parse(hex)
  if (ratio(rgb, PAGE_BACKGROUND) < LIGHT || worst(rgb) >= MIN) return null
  for (let f = 0.98; f > 0; f -= 0.02) {
    const c = rgb.map((v) => Math.round(v * f))
    if (worst(c) >= MIN) return toHex(c)
  }
  return '#000000'
}

const scale = (decl) => {
  const value = decl.value.trim()
  if (!LENGTH.test(value) || fromNodeModules(decl)) return
  decl.value = `calc(${value} * var(--app-font-scale, 1))`
}

const contrast = (decl) => {
  const value = decl.value.trim()
  const important = /\s*!important$/i.test(value)
  const hex = value.replace(/\s*!important$/i, '')
  if (!HEX.test(hex) || fromNodeModules(decl)) return
  const fixed = readable(hex)
  if (fixed) decl.value = important ? `${fixed} !important` : fixed
}

const WHITE = [255, 255, 255]

/** the text colour a rule declares: 'light' (white or near-white), 'dark', or null when it declares none */
function textOf(rule) {
  let text = null
  for (const d of rule.nodes ?? []) {
    if (d.type !== 'decl' || d.prop !== 'color') continue
    const v = d.value.replace(/\s*!important$/i, '').trim()
    text = HEX.test(v) && ratio(parse(v), WHITE) < LIGHT ? 'light' : 'dark'
  }
  return text
}

/** a BEM modifier's block or element: `.tag--gift` -> `.tag` (null when the selector is no modifier) */
const baseOf = (selector) => {
  const s = selector.trim()
  const b = s.replace(/--[A-Za-z0-9_-]+$/, '')
  return b === s ? null : b
}

/**
 * white (or near-white) text on a mid-tone background colour or gradient: the background (each hex stop of a
 * gradient) is darkened until the white text on it reaches 4.5:1 (badges, countdown boxes, buttons drawn in the app's own styles). The text is the rule's own, or, for
 * a BEM modifier that sets only a background (`.tag--gift { background }` beside `.tag { color: #fff }`), its
 * block's in the same stylesheet (`lightBlocks`).
 */
function whiteOnColour(rule, lightBlocks) {
  if (!rule.nodes || fromNodeModules(rule)) return
  const own = textOf(rule)
  const light =
    own === 'light' ||
    (own === null &&
      (rule.selectors ?? []).some((sel) => {
        const b = baseOf(sel)
        return b !== null && lightBlocks.has(b)
      }))
  if (!light) return
  for (const d of rule.nodes) {
    if (d.type !== 'decl' || (d.prop !== 'background' && d.prop !== 'background-color')) continue
    const important = /!important$/i.test(d.value.trim())
    const v = d.value.replace(/\s*!important$/i, '').trim()
    if (HEX.test(v)) {
      const c = underWhite(v)
      if (c) d.value = important ? `${c} !important` : c
    } else if (/gradient\(/i.test(v)) {
      // every hex stop of a gradient (axe cannot compute a gradient's contrast, so nothing else would catch it)
      d.value = d.value.replace(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi, (hex) => underWhite(hex) ?? hex)
    }
  }
}

/** a mid-tone colour darkened in 2 % steps until white text on it reaches 4.5:1; null when it needs no change */
function underWhite(hex) {
  const rgb = parse(hex)
  if (ratio(rgb, WHITE) >= MIN || ratio(rgb, WHITE) < LIGHT) return null
  let c = rgb
  for (let f = 0.98; f > 0 && ratio(c, WHITE) < MIN; f -= 0.02) c = rgb.map((x) => Math.round(x * f))
  return toHex(c)
}

module.exports = () => ({
  postcssPlugin: 'app-a11y',
  prepare() {
    const lightBlocks = new Set()
    return {
      Once(root) {
        root.walkRules((rule) => {
          if (textOf(rule) === 'light') for (const sel of rule.selectors ?? []) lightBlocks.add(sel.trim())
        })
      },
      Rule: (rule) => whiteOnColour(rule, lightBlocks),
      Declaration: { 'font-size': scale, 'line-height': scale, color: contrast },
    }
  },
})
module.exports.postcss = true
module.exports.readable = readable
module.exports.TINT_BACKGROUNDS = TINT_BACKGROUNDS
