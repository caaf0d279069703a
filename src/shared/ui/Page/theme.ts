/**
 * NutUI theme variables from a hospital's colours (each hospital has its own look), and the elder-friendly mode
 * (issue 16, docs/ELDER-MODE.md). ConfigProvider turns every key into a CSS variable on the page's root
 * (`nutuiColorPrimary` -> `--nutui-color-primary`, `appFontScale` -> `--app-font-scale`): this is the ONE theme
 * switch of the mode — NutUI's own sizes come from its variables, the app's own styles multiply every font-size
 * and line-height by `--app-font-scale` (scripts/postcss-a11y.cjs, at build time).
 */
import type { HospitalInfo } from '@contract/api'
import { primaryTextColor } from '@/domain/contrast'

export const DEFAULT_PRIMARY = '#1677ff'
export const DEFAULT_PRIMARY_END = '#4096ff'
/** the page background (Page/index.scss): text colours are checked against it (a little darker than white) */
export const PAGE_BACKGROUND = '#f5f6f7'

/**
 * The elder mode's text scale. MIIT 适老化通用设计规范 (2021) §4.1: main text at least 18 dp; the app's body text
 * is 14 CSS px (28 design px), 14 × 1.3 = 18.2.
 */
export const ELDER_FONT_SCALE = 1.3

/** NutUI's danger red #ff0f23 made readable (white text on it, and it as text on the tints): #d90d1d */
export const NUTUI_DANGER = primaryTextColor('#ff0f23')

/** the colour at 40 % over white, for disabled controls */
export function fade(hex: string, alpha = 0.4): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return hex
  const n = parseInt(m[1], 16)
  const mix = (c: number) => Math.round(c * alpha + 255 * (1 - alpha))
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** NutUI's sizes (its own 375-wide px) in the elder mode: 18 px body text, 44-60 px tap targets (MIIT 2.1) */
const ELDER_NUTUI: Record<string, string> = {
  nutuiFontSizeXxs: '13px',
  nutuiFontSizeXs: '14px',
  nutuiFontSizeS: '16px',
  nutuiFontSizeBase: '18px',
  nutuiFontSizeL: '19px',
  nutuiFontSizeXl: '22px',
  nutuiFontSizeXxl: '28px',
  nutuiCellTitleFontSize: '18px',
  nutuiCellDescriptionFontSize: '16px',
  nutuiCellExtraFontSize: '16px',
  nutuiCellPadding: '16px 16px',
  nutuiButtonDefaultHeight: '48px',
  nutuiButtonDefaultFontSize: '18px',
  nutuiButtonSmallHeight: '36px',
  nutuiButtonSmallFontSize: '16px',
  nutuiButtonLargeHeight: '60px',
  nutuiButtonLargeFontSize: '20px',
  nutuiTabsTitlesItemFontSize: '18px',
  nutuiTabbarItemTextFontSize: '14px',
  // higher contrast: near-black titles and body text, help text at 7:1 instead of NutUI's grey
  nutuiColorTitle: '#000000',
  nutuiColorText: '#1a1a1a',
  nutuiColorTextHelp: '#4e5058',
  appTextColor: '#000000',
  appTextSecondary: '#333333',
}

export function themeOf(info?: Pick<HospitalInfo, 'primaryColor' | 'primaryColorEnd'> | null, elder = false): Record<string, string> {
  // the hospital's colour carries text on the page, on white and on the light tints of chips and tags, and white
  // text on buttons: a darker variant of the same hue where it is below 4.5:1 on any of them (WCAG 2.2 §1.4.3,
  // src/domain/contrast.ts primaryTextColor); the same for both ends of the buttons' gradient (white text on it)
  const raw = info?.primaryColor || DEFAULT_PRIMARY
  const start = primaryTextColor(raw)
  const end = info?.primaryColorEnd || raw
  return {
    nutuiColorPrimary: start,
    nutuiColorPrimaryStop1: start,
    nutuiColorPrimaryStop2: primaryTextColor(end),
    // NutUI's red (#ff0f23: prices, danger buttons and tags, badges) carries white text at 3.9:1: the same rule
    nutuiColorDanger: NUTUI_DANGER,
    nutuiColorDangerText: NUTUI_DANGER,
    nutuiBrandColor: start,
    nutuiTabbarActiveColor: start,
    // NutUI's disabled primary button is pink by default: a faded hospital colour instead
    nutuiColorPrimaryDisabledSpecial: fade(raw),
    // NutUI's help grey #888b94 is 3.5:1 on white
    nutuiColorTextHelp: primaryTextColor('#888b94'),
    appPrimaryText: start,
    appFontScale: elder ? String(ELDER_FONT_SCALE) : '1',
    ...(elder ? ELDER_NUTUI : {}),
  }
}
