/** NutUI theme variables from a hospital's colours (each hospital has its own look). */
import type { HospitalInfo } from '../../../types/api'

export const DEFAULT_PRIMARY = '#1677ff'
export const DEFAULT_PRIMARY_END = '#4096ff'

export function themeOf(info?: Pick<HospitalInfo, 'primaryColor' | 'primaryColorEnd'> | null): Record<string, string> {
  const start = info?.primaryColor || DEFAULT_PRIMARY
  const end = info?.primaryColorEnd || start
  return {
    nutuiColorPrimary: start,
    nutuiColorPrimaryStop1: start,
    nutuiColorPrimaryStop2: end,
    nutuiBrandColor: start,
    nutuiTabbarActiveColor: start,
  }
}
