/** NutUI theme variables from a hospital's colours (each hospital has its own look). */
import type { HospitalInfo } from '@contract/api'

export const DEFAULT_PRIMARY = '#1677ff'
export const DEFAULT_PRIMARY_END = '#4096ff'

/** the colour at 40 % over white, for disabled controls */
export function fade(hex: string, alpha = 0.4): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return hex
  const n = parseInt(m[1], 16)
  const mix = (c: number) => Math.round(c * alpha + 255 * (1 - alpha))
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

export function themeOf(info?: Pick<HospitalInfo, 'primaryColor' | 'primaryColorEnd'> | null): Record<string, string> {
  const start = info?.primaryColor || DEFAULT_PRIMARY
  const end = info?.primaryColorEnd || start
  return {
    nutuiColorPrimary: start,
    nutuiColorPrimaryStop1: start,
    nutuiColorPrimaryStop2: end,
    nutuiBrandColor: start,
    nutuiTabbarActiveColor: start,
    // NutUI's disabled primary button is pink by default: a faded hospital colour instead
    nutuiColorPrimaryDisabledSpecial: fade(start),
  }
}
