/**
 * Colour contrast (WCAG 2.2 §1.4.3, issue 16): text needs a contrast ratio of at least 4.5:1 against its
 * background. Hospitals theme the app with their own primary colour; where that colour is too light for text on
 * white (or for white text on it: the ratio is symmetric) the app uses a darker variant of the same hue.
 */

export const MIN_TEXT_CONTRAST = 4.5

/** '#rgb' / '#rrggbb' -> [r, g, b] 0..255; null when malformed */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  const n = parseInt(h, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function toHex([r, g, b]: [number, number, number]): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** WCAG relative luminance, 0 (black) .. 1 (white) */
export function relativeLuminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, 1..21; NaN when either is malformed */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return NaN
  const [l1, l2] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p)
  return (l1 + 0.05) / (l2 + 0.05)
}

/**
 * The colour itself when it reaches `min` against `background`, else the same hue darkened in 2 % steps until it
 * does (black at worst). Malformed input comes back unchanged.
 */
export function readableOn(color: string, background = '#ffffff', min = MIN_TEXT_CONTRAST): string {
  const rgb = parseHex(color)
  if (!rgb || !parseHex(background)) return color
  if (contrastRatio(toHex(rgb), background) >= min) return toHex(rgb)
  for (let f = 0.98; f > 0; f -= 0.02) {
    const c = toHex(rgb.map((v) => Math.round(v * f)) as [number, number, number])
    if (contrastRatio(c, background) >= min) return c
  }
  return '#000000'
}

/** below this ratio against the page a colour is taken as meant for a dark or coloured background (white text) */
export const LIGHT_TEXT_RATIO = 1.6

/**
 * A configured text colour (page-builder block settings) made readable on the light page: mid-tones below 4.5:1
 * are darkened (readableOn); light colours (white text for dark backgrounds), dark ones and non-hex values are
 * kept. The same rule as scripts/postcss-a11y.cjs applies to the app's own styles.
 */
export function readableTextColor(color: string, background = '#f5f6f7'): string {
  const ratio = contrastRatio(color, background)
  if (Number.isNaN(ratio) || ratio >= MIN_TEXT_CONTRAST || ratio < LIGHT_TEXT_RATIO) return color
  return readableOn(color, background)
}

/**
 * The light backgrounds the app puts text in the hospital's colour on (issue 16): the page (#f5f6f7), NutUI's
 * grey chips and disabled fills (#f2f3f5), the app's light blue and light red tints of tags, chips and selected
 * options (#e6f4ff, #ffebef). Each is lighter than any readable text colour, so a colour that reaches 4.5:1 on
 * the darkest of them reaches it on all (and white text on it does too).
 */
export const TINT_BACKGROUNDS = ['#ffffff', '#f5f6f7', '#f2f3f5', '#e6f4ff', '#ffebef'] as const

/**
 * The hospital's primary colour as the app writes text with it: the colour itself when it reaches 4.5:1 on every
 * background of TINT_BACKGROUNDS (and so white text on it reaches 4.5:1 too), else the same hue darkened just
 * enough. One rule for the theme (src/shared/ui/Page/theme.ts): buttons, links, tags and chips in every hospital's
 * colour.
 */
export function primaryTextColor(primary: string): string {
  return TINT_BACKGROUNDS.reduce((c, bg) => readableOn(c, bg), primary)
}
