/**
 * Home-page block rules (SPEC §2 home blocks, §3 block settings, §9 layout counts and spacing).
 */

/** SPEC §2/§9: block navigator items for layouts 1-7. */
export const NAVIGATOR_COUNTS = [2, 4, 6, 5, 3, 3, 4] as const

/** SPEC §2/§9 block navigator: 2, 4, 6, 5, 3, 3, 4 items for layouts 1-7; unknown layouts use layout 1's 2. */
export function navigatorItemCount(layout: number | string | null | undefined): number {
  const n = Number(layout)
  return Number.isInteger(n) && n >= 1 && n <= 7 ? NAVIGATOR_COUNTS[n - 1] : NAVIGATOR_COUNTS[0]
}

/** SPEC §2/§9 command block: 3 goods in layout 1, else 6. */
export function commandBlockCount(layout: number | string | null | undefined): 3 | 6 {
  return Number(layout) === 1 ? 3 : 6
}

/** SPEC §2/§9 famous doctors: at most 3 in layout 1, else 6. */
export function famousDoctorCount(layout: number | string | null | undefined): 3 | 6 {
  return Number(layout) === 1 ? 3 : 6
}

/** SPEC §2/§9 icon navigator: pages of 8 icons with at least 8 items, else 4. */
export function iconPageSize(itemCount: number): 8 | 4 {
  return itemCount >= 8 ? 8 : 4
}

/** Splits items into pages of `size` (the last page may be shorter); [] for no items. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const s = Math.max(1, Math.floor(size))
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += s) pages.push(items.slice(i, i + s))
  return pages
}

/** SPEC §2 icon navigator pages (pages of 8 or 4, see {@link iconPageSize}). */
export function iconPages<T>(items: readonly T[]): T[][] {
  return paginate(items, iconPageSize(items.length))
}

/**
 * SPEC §9 news block shows at most showNum items (studio block: showNum, then 查看更多 when more exist).
 * A missing or non-positive showNum shows everything.
 */
export function takeShowNum<T>(items: readonly T[], showNum: number | string | null | undefined): { items: T[]; hasMore: boolean } {
  const n = Math.floor(Number(showNum) || 0)
  if (n <= 0) return { items: [...items], hasMore: false }
  return { items: items.slice(0, n), hasMore: items.length > n }
}

/** SPEC §9 spacing defaults. */
export const DEFAULT_MARGIN = '10px'
export const DEFAULT_PADDING = '8px'
export const NAVIGATOR_PADDING = '10px'
export const DEFAULT_RADIUS = '10px'

/** A side list: 1 top, 2 right, 3 bottom, 4 left — array, comma-separated string or single number. */
export type SideList = ReadonlyArray<number | string> | string | number | null | undefined

function sides(list: SideList): Set<number> {
  if (list === null || list === undefined || list === '') return new Set()
  const arr = Array.isArray(list) ? list : String(list).split(/[,，\s]+/)
  return new Set(arr.map(Number).filter((n) => n >= 1 && n <= 4))
}

const px = (v: string | number): string => (typeof v === 'number' ? `${v}px` : /^\d+(\.\d+)?$/.test(v) ? `${v}px` : v)

/**
 * SPEC §3 margin/padding side list to a CSS shorthand 'top right bottom left': listed sides get
 * `size`, the others 0 (e.g. [1,3] with 10px → '10px 0 10px 0').
 */
export function sideListToCss(list: SideList, size: string | number): string {
  const s = sides(list)
  const v = px(size)
  return [1, 2, 3, 4].map((n) => (s.has(n) ? v : '0')).join(' ')
}

export interface BlockBoxSettings {
  margin?: SideList
  padding?: SideList
  radius?: string | number | null
  /** navigator blocks pad 10px instead of 8px */
  navigator?: boolean
}

/**
 * SPEC §9 block box: margin 10px and padding 8px (10px in the navigator) on the listed sides,
 * radius 10px unless set.
 */
export function blockBoxStyle(settings: BlockBoxSettings): { margin: string; padding: string; borderRadius: string } {
  return {
    margin: sideListToCss(settings.margin, DEFAULT_MARGIN),
    padding: sideListToCss(settings.padding, settings.navigator ? NAVIGATOR_PADDING : DEFAULT_PADDING),
    borderRadius:
      settings.radius === null || settings.radius === undefined || settings.radius === '' ? DEFAULT_RADIUS : px(settings.radius),
  }
}
