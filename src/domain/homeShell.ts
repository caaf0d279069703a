/**
 * The H5 home's first screen as HTML (issue 16 item 3): the server writes it into index.html for a hospital's
 * /hospital/home so the patient sees the search bar, the banner and the icons before any JS has run; the app's
 * boot script removes it once the home page has drawn its blocks (src/index.html).
 *
 * ONE source of the sizes: the constants below are used by the React blocks (SearchBlock, Banner, IconNavigator)
 * and by this renderer, and the block box comes from blockBoxStyle for both. The shell is a fixed layer over the
 * page (removing it moves nothing: no layout shift); e2e/home-shell.spec.ts checks that its banner and icons sit
 * where the app's do.
 *
 * Pure TS: every text and URL is hospital data and is HTML-escaped; colours pass only as plain CSS colour values.
 */
import { adMemoryKey, validateAdTimes, type AdConfig } from './ads'
import { blockBoxStyle, iconPages, type SideList } from './blocks'
import {
  BANNER_DEFAULT_HEIGHT,
  ICON_DEFAULT_SIZE,
  ICON_INDICATOR_HEIGHT,
  ICON_NAME_FONT,
  ICON_NAME_GAP,
  ICON_ROW_HEIGHT,
  ICON_ROW_HEIGHT_NO_NAME,
  SEARCH_BUTTON_HEIGHT,
  SEARCH_INPUT_HEIGHT,
  SHELL_FOLD,
} from './homeSizes'
import { parseDateTime } from './time'

export * from './homeSizes'

export interface ShellBlock {
  type: string
  settings?: Record<string, unknown> | null
  items?: unknown[] | null
}

export interface ShellInput {
  blocks: ShellBlock[]
  backgroundColor?: string | null
  /** the hospital's primary colour (search border, button) */
  primaryColor?: string | null
}

export interface HomeShell {
  /** the inner HTML of #boot-shell */
  html: string
  /** the first banner picture (for <link rel=preload as=image fetchpriority=high>), or null */
  preloadImage: string | null
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** text or attribute value for HTML */
export const escapeHtml = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => ESC[c])

/** a CSS colour we pass through (hex, rgb[a], hsl[a], a plain name), else null: config values never reach CSS raw */
export function safeColor(v: unknown): string | null {
  if (typeof v !== 'string') return null
  const s = v.trim()
  if (/^#[0-9a-f]{3,8}$/i.test(s)) return s
  if (/^(?:rgb|hsl)a?\(\s*[\d.%\s,/-]+\)$/i.test(s)) return s
  if (/^[a-z]{3,20}$/i.test(s)) return s
  return null
}

/** an image URL for src="" : http(s) or a path of this origin, else null (no javascript:, data: is not needed) */
export function safeUrl(v: unknown): string | null {
  if (typeof v !== 'string' || !v) return null
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v
  return null
}

const isOn = (v: unknown) => v === true || Number(v) === 1
const num = (v: unknown, dflt: number) => (Number(v) > 0 ? Number(v) : dflt)

type Style = Record<string, string | number | null | undefined>
function css(style: Style): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' ? `${v}px` : v}`)
    .join(';')
}

/** the px sum of a 'top right bottom left' shorthand's vertical sides */
function vertical(shorthand: string): number {
  const [t, , b] = shorthand.split(' ').map((p) => parseFloat(p) || 0)
  return t + b
}

function box(kind: string, settings: Record<string, unknown>, navigator: boolean, plain: boolean, inner: string, innerHeight: number) {
  const b = blockBoxStyle({
    margin: (settings.margin as SideList) ?? [1, 2, 3, 4],
    padding: (settings.padding as SideList) ?? [1, 2, 3, 4],
    radius: settings.radius as string | number | null | undefined,
    navigator,
  })
  const bg = safeColor(settings.backgroundColor) ?? (plain ? null : '#fff')
  const style = css({
    margin: b.margin,
    padding: b.padding,
    borderRadius: b.borderRadius,
    background: bg,
    overflow: 'hidden',
    boxSizing: 'border-box',
  })
  return {
    html: `<div data-shell-block="${kind}" style="${style}">${inner}</div>`,
    height: vertical(b.margin) + vertical(b.padding) + innerHeight,
  }
}

/** NutUI's search icon (20 px, 8 px before the placeholder), drawn in the hospital's colour */
const MAGNIFIER =
  '<svg width="20" height="20" viewBox="0 0 24 24" style="flex:none;margin-right:8px" aria-hidden="true"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="M20.5 20.5l-4.5-4.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'

function search(s: Record<string, unknown>, primary: string) {
  const round = isOn(s.round)
  const h = SEARCH_INPUT_HEIGHT
  const input = css({
    display: 'flex',
    alignItems: 'center',
    // NutUI's search content: the input height inside a 1 px border (content-box)
    height: h,
    boxSizing: 'content-box',
    padding: '0 12px',
    borderRadius: round ? h / 2 : 4,
    border: `1px solid ${primary}`,
    background: safeColor(s.inputBackgroundColor) ?? '#f5f6f7',
    color: '#888b94',
    fontSize: 14,
    flex: 1,
  })
  const placeholder = escapeHtml((s.placeholder as string) || '搜索商品')
  const button = isOn(s.showSearchBtn)
    ? `<span style="${css({
        marginLeft: 8,
        padding: '0 14px',
        height: SEARCH_BUTTON_HEIGHT,
        lineHeight: `${SEARCH_BUTTON_HEIGHT}px`,
        borderRadius: SEARCH_BUTTON_HEIGHT / 2,
        background: safeColor(s.searchBtnColor) ?? primary,
        color: '#fff',
        fontSize: 13,
      })}">${escapeHtml((s.searchValue as string) || '搜索')}</span>`
    : ''
  return box(
    'search',
    s,
    false,
    false,
    `<div style="display:flex;align-items:center"><div style="${input}">${MAGNIFIER.replace('currentColor', primary)}${placeholder}</div>${button}</div>`,
    h + 2,
  )
}

function banner(s: Record<string, unknown>, items: unknown[]) {
  const h = num(s.height, BANNER_DEFAULT_HEIGHT)
  const first = items.map((i) => safeUrl((i as { photo?: unknown })?.photo)).find(Boolean) ?? null
  const img = first
    ? `<img src="${escapeHtml(first)}" alt="" fetchpriority="high" style="display:block;width:100%;height:100%;object-fit:cover">`
    : ''
  return {
    ...box('banner', s, false, true, `<div style="height:${h}px;border-radius:inherit;overflow:hidden">${img}</div>`, h),
    image: first,
  }
}

function icons(s: Record<string, unknown>, items: unknown[]) {
  const list = items as Array<{ photo?: unknown; name?: unknown }>
  const pages = iconPages(list)
  if (!pages.length) return null
  const hideName = isOn(s.hideName)
  const rows = pages[0].length > 4 ? 2 : 1
  const size = num(s.iconSize, ICON_DEFAULT_SIZE)
  const color = safeColor(s.fontColor) ?? '#333'
  const rowH = hideName ? ICON_ROW_HEIGHT_NO_NAME : ICON_ROW_HEIGHT
  const cells = pages[0]
    .map((it) => {
      const src = safeUrl(it.photo)
      const img = `<span style="display:block;width:${size}px;height:${size}px">${src ? `<img src="${escapeHtml(src)}" alt="" style="display:block;width:100%;height:100%;object-fit:contain">` : ''}</span>`
      const name =
        !hideName && it.name
          ? `<span style="${css({ marginTop: ICON_NAME_GAP, fontSize: ICON_NAME_FONT, color, maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })}">${escapeHtml(it.name)}</span>`
          : ''
      return `<div style="width:25%;height:${rowH}px;display:flex;flex-direction:column;align-items:center">${img}${name}</div>`
    })
    .join('')
  // several pages: the carousel's height with its indicator strip (IconNavigator); one page: the rows
  const h = pages.length > 1 ? rowH * rows + ICON_INDICATOR_HEIGHT : rowH * rows
  return box('iconNav', s, true, false, `<div style="display:flex;flex-wrap:wrap;height:${h}px;align-content:flex-start">${cells}</div>`, h)
}

/**
 * The first screen of a home config as HTML: the leading search, banner and icon navigator blocks, down to the
 * fold or up to the first kind the shell does not draw (the app's skeleton-free blocks follow when it mounts).
 */
export function renderHomeShell(input: ShellInput): HomeShell {
  const primary = safeColor(input.primaryColor) ?? '#1677ff'
  let html = ''
  let height = 0
  let preloadImage: string | null = null
  for (const b of input.blocks) {
    if (height >= SHELL_FOLD) break
    const s = (b.settings ?? {}) as Record<string, unknown>
    const items = Array.isArray(b.items) ? b.items : []
    let part: { html: string; height: number } | null = null
    if (b.type === 'search' || b.type === 'searchBar') part = search(s, primary)
    else if (b.type === 'banner') {
      const p = banner(s, items)
      if (!preloadImage) preloadImage = p.image
      part = p
    } else if (b.type === 'iconNav' || b.type === 'iconNavigator') part = icons(s, items)
    else if (b.type === 'floatIcons') continue
    else break
    if (!part) continue
    html += part.html
    height += part.height
  }
  const bg = safeColor(input.backgroundColor)
  return { html: bg ? `<div style="background:${bg};min-height:100%">${html}</div>` : html, preloadImage }
}

/** a popup ad the boot script of index.html may draw before any JS (src/index.html; the app's pickPopupAd rules) */
export interface ShellPopupAd {
  id: number | string
  /** the dismissal memory's key (adMemoryKey: the hospital of the URL, the ad's page or the home page) */
  key: string
  /** showFrequency: 1 once ever (localStorage), 2 once per session (sessionStorage), else every time */
  f: number
  /** the time window in epoch ms (null: open) */
  s: number | null
  e: number | null
  /** the picture: an http(s) URL or a path of this origin */
  src: string
}

/**
 * The home's popup ads for the boot script (issue 16: the popup is often the home's largest paint; drawn from the
 * HTML it paints without waiting for the app, the config and the ads request). Popup ads (showType 1) with valid
 * times and a safe picture, in the reply's order: the boot script shows the first one whose window holds now and
 * which its memory does not hold, as pickPopupAd does.
 */
export function shellPopupAds(
  ads: ReadonlyArray<AdConfig & { id?: number | string | null; picUrl?: string | null }>,
  hospitalId: number | string,
  pageId: number | string | null | undefined,
): ShellPopupAd[] {
  const out: ShellPopupAd[] = []
  for (const ad of ads) {
    if (Number(ad.showType) !== 1 || ad.id === null || ad.id === undefined || validateAdTimes(ad)) continue
    const src = safeUrl(ad.picUrl)
    if (!src) continue
    out.push({
      id: ad.id,
      key: adMemoryKey(hospitalId, ad.pageId ?? pageId),
      f: Number(ad.showFrequency) || 0,
      s: parseDateTime(ad.startTime)?.getTime() ?? null,
      e: parseDateTime(ad.endTime, { endOfDay: true })?.getTime() ?? null,
      src,
    })
  }
  return out
}

/**
 * The first popup ad's markup, hidden until index.html's first script shows it (class boot-ad-first on <html>, after
 * checking its window and memory): in the HTML, its picture loads from the start and the popup is on the first frame
 * the page paints (issue 16, LCP). Its picture downloads even when the memory keeps it hidden (a cached asset then).
 * The class names are the app's popup's (ads.scss; index.html styles them before the app's CSS is in).
 */
export function renderShellPopup(ad: ShellPopupAd): string {
  return (
    `<div id="boot-ad" data-ad-id="${escapeHtml(ad.id)}" data-state="open"><div class="boot-ad__mask"></div>` +
    '<div class="ad-popup"><div class="ad-popup__wrap"><div class="ad-popup__body" role="button" tabindex="0" aria-label="广告">' +
    `<img class="ad-popup__img" alt="广告" src="${escapeHtml(ad.src)}" fetchpriority="high" decoding="sync"></div>` +
    '<div class="ad-popup__close" role="button" tabindex="0" aria-label="关闭">×</div></div></div></div>'
  )
}
