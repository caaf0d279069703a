/**
 * Advertisements and jumps (SPEC §2 widgets, §3 Advertisement, §4 ad visibility, §5 ad times and
 * mini-program jump): time validation, visibility with frequency memory, and jump resolution.
 * Storage is injected so the rules stay pure.
 */
import { parseDateTime, type DateInput } from './time'
import * as M from './messages'

/** SPEC §3 advertisement / resource jump configuration (the fields the rules read). */
export interface AdConfig {
  pageId?: number | string | null
  goodsId?: number | string | null
  hospitalId?: number | string | null
  /** 1 popup with close button, 2 inline (always shown) */
  showType?: number | string | null
  /** 1 once ever (local storage), 2 once per session (session storage) */
  showFrequency?: number | string | null
  startTime?: DateInput
  endTime?: DateInput
}

/** A key-value memory (local storage or session storage), injected by the platform layer. */
export interface AdMemoryStore {
  get(key: string): unknown
  set(key: string): void
}

export interface AdMemory {
  local: AdMemoryStore
  session: AdMemoryStore
}

/** SPEC §5: 无效的开始时间格式 / 无效的结束时间格式 for a start/end that is set but not a valid date; null otherwise. */
export function validateAdTimes(ad: Pick<AdConfig, 'startTime' | 'endTime'>): string | null {
  const set = (v: unknown) => v !== null && v !== undefined && v !== ''
  if (set(ad.startTime) && !parseDateTime(ad.startTime)) return M.AD_START_TIME_INVALID
  if (set(ad.endTime) && !parseDateTime(ad.endTime)) return M.AD_END_TIME_INVALID
  return null
}

/** SPEC §4: now is within [startTime, endTime] (a missing bound is open; invalid times are never in window). */
export function isAdInWindow(ad: Pick<AdConfig, 'startTime' | 'endTime'>, now: Date = new Date()): boolean {
  if (validateAdTimes(ad)) return false
  const s = parseDateTime(ad.startTime)
  const e = parseDateTime(ad.endTime, { endOfDay: true })
  const t = now.getTime()
  return (!s || t >= s.getTime()) && (!e || t <= e.getTime())
}

/** SPEC §9: the memory key, one per hospital and page ('adShown:{hospitalId}:{pageId}'). */
export function adMemoryKey(hospitalId: number | string | null | undefined, pageId: number | string | null | undefined): string {
  return `adShown:${hospitalId ?? ''}:${pageId ?? ''}`
}

const remembered = (v: unknown): boolean => v !== null && v !== undefined && v !== '' && v !== false

/**
 * SPEC §4 ad visibility on load: shown when the times are valid, now is within the window and it
 * was not dismissed — frequency 1 checks local memory, 2 session memory, other frequencies none;
 * showType 2 (inline) ignores the memory. `hospitalId` defaults to the ad's. Returns the time error
 * when a time is invalid.
 */
export function shouldShowAd(
  ad: AdConfig,
  ctx: { now?: Date; memory: AdMemory; hospitalId?: number | string | null },
): { show: boolean; error: string | null } {
  const error = validateAdTimes(ad)
  if (error) return { show: false, error }
  if (!isAdInWindow(ad, ctx.now ?? new Date())) return { show: false, error: null }
  if (Number(ad.showType) === 2) return { show: true, error: null }
  const key = adMemoryKey(ctx.hospitalId ?? ad.hospitalId, ad.pageId)
  const f = Number(ad.showFrequency)
  if (f === 1 && remembered(ctx.memory.local.get(key))) return { show: false, error: null }
  if (f === 2 && remembered(ctx.memory.session.get(key))) return { show: false, error: null }
  return { show: true, error: null }
}

/**
 * SPEC §4: closing or clicking an ad remembers it — local memory for frequency 1, session memory
 * for frequency 2; nothing for other frequencies or for showType 2. Returns where it was stored.
 */
export function rememberAdDismissal(
  ad: AdConfig,
  ctx: { memory: AdMemory; hospitalId?: number | string | null },
): 'local' | 'session' | null {
  if (Number(ad.showType) === 2) return null
  const key = adMemoryKey(ctx.hospitalId ?? ad.hospitalId, ad.pageId)
  const f = Number(ad.showFrequency)
  if (f === 1) {
    ctx.memory.local.set(key)
    return 'local'
  }
  if (f === 2) {
    ctx.memory.session.set(key)
    return 'session'
  }
  return null
}

// ------------------------------------------------------------------ jumps

/** SPEC §3 jump fields of an advertisement or resource item. */
export interface JumpConfig {
  /** 1 tip only, 2 configured page, 3 system page, 4 mini-program, 5 external link */
  jumpType?: number | string | null
  tipText?: string | null
  magicPageId?: number | string | null
  /** 1 module page, 2 custom page */
  magicPageType?: number | string | null
  magicSysPage?: { pageUrl?: string | null } | null
  /** JSON object merged into the system page's query */
  jsonData?: string | Record<string, unknown> | null
  appId?: string | null
  pageUrl?: string | null
  linkUrl?: string | null
  promptWindow?: number | string | null
  windowTitle?: string | null
  confirmWay?: number | string | null
  customContent?: string | null
}

/** The agreement dialog that must be confirmed before the jump. */
export interface JumpConfirm {
  title: string
  content: string
  /** 1: the checkbox 我已阅读并同意本协议全部内容 must be ticked before 确定 */
  confirmWay: number | null
  promptWindow: number | string
}

export type JumpAction =
  | { kind: 'none' }
  | { kind: 'tip'; text: string }
  | { kind: 'page'; url: string; path: string; query: Record<string, string>; confirm: JumpConfirm | null }
  | { kind: 'miniProgram'; appId: string; path: string; confirm: JumpConfirm | null }
  | { kind: 'external'; url: string; confirm: JumpConfirm | null }
  | { kind: 'error'; message: string }

/** SPEC §2: the confirm-agreement dialog comes first when promptWindow is configured and not 1. */
export function needsJumpConfirm(cfg: Pick<JumpConfig, 'promptWindow'>): boolean {
  const p = cfg.promptWindow
  return p !== null && p !== undefined && p !== '' && Number(p) !== 1
}

function jumpConfirm(cfg: JumpConfig): JumpConfirm | null {
  if (!needsJumpConfirm(cfg)) return null
  return {
    title: cfg.windowTitle || M.AGREEMENT_DEFAULT_TITLE,
    content: cfg.customContent ?? '',
    confirmWay: cfg.confirmWay === null || cfg.confirmWay === undefined || cfg.confirmWay === '' ? null : Number(cfg.confirmWay),
    promptWindow: cfg.promptWindow as number | string,
  }
}

/** SPEC §2 agreement popup: 确定 is enabled when confirm way is not 1, or when the checkbox is ticked. */
export function canConfirmAgreement(confirmWay: number | string | null | undefined, checked: boolean): boolean {
  return Number(confirmWay) !== 1 || checked
}

/** Builds 'path?a=1&b=2', keeping the path's own query; null/undefined values are skipped, later keys win. */
export function buildUrl(path: string, query: Readonly<Record<string, unknown>>): string {
  const [base, existing] = splitUrl(path)
  const merged: Record<string, string> = { ...existing }
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) merged[k] = String(v)
  const qs = Object.entries(merged)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
  return qs ? `${base}?${qs}` : base
}

function splitUrl(url: string): [string, Record<string, string>] {
  const i = url.indexOf('?')
  if (i < 0) return [url, {}]
  const q: Record<string, string> = {}
  for (const part of url.slice(i + 1).split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    try {
      q[decodeURIComponent(k)] = decodeURIComponent(v)
    } catch {
      q[k] = v
    }
  }
  return [url.slice(0, i), q]
}

function parseJsonData(data: JumpConfig['jsonData']): Record<string, unknown> {
  if (!data) return {}
  if (typeof data === 'object') return Array.isArray(data) ? {} : data
  try {
    const v = JSON.parse(data)
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {}
  } catch {
    return {}
  }
}

/**
 * SPEC §2 jump resolution.
 * - 1: a tip only (kind 'tip' with tipText; 'none' without text);
 * - 2: configured page — magicPageType 1 → /hospital/modulePage/home?magicPageId=..&hospitalId=..,
 *   2 → /hospital/customPage?magicPageId=..&hospitalId=..; no page id → error 请配置跳转链接;
 * - 3: system page at magicSysPage.pageUrl (or pageUrl) with the JSON extra data merged into the
 *   query: hospitalId (context default), id, fromType (default 1); no address → 请配置跳转链接;
 * - 4: mini-program: no appId → 请配置小程序appid, no pageUrl → 请配置跳转链接;
 * - 5: external link linkUrl (else pageUrl); none → 请配置跳转链接;
 * - anything else: 'none'.
 * Page, mini-program and external actions carry `confirm` when the agreement dialog comes first.
 */
export function resolveJump(cfg: JumpConfig, ctx: { hospitalId: number | string }): JumpAction {
  const confirm = jumpConfirm(cfg)
  switch (Number(cfg.jumpType)) {
    case 1:
      return cfg.tipText ? { kind: 'tip', text: cfg.tipText } : { kind: 'none' }
    case 2: {
      const type = Number(cfg.magicPageType)
      if (cfg.magicPageId === null || cfg.magicPageId === undefined || cfg.magicPageId === '' || (type !== 1 && type !== 2)) {
        return { kind: 'error', message: M.JUMP_LINK_REQUIRED }
      }
      const path = type === 1 ? '/hospital/modulePage/home' : '/hospital/customPage'
      const query = { magicPageId: String(cfg.magicPageId), hospitalId: String(ctx.hospitalId) }
      return { kind: 'page', url: buildUrl(path, query), path, query, confirm }
    }
    case 3: {
      const address = (cfg.magicSysPage?.pageUrl || cfg.pageUrl || '').trim()
      if (!address) return { kind: 'error', message: M.JUMP_LINK_REQUIRED }
      const extra = parseJsonData(cfg.jsonData)
      const [path, existing] = splitUrl(address)
      const query: Record<string, string> = { ...existing }
      for (const [k, v] of Object.entries(extra))
        if (v !== undefined && v !== null) query[k] = typeof v === 'object' ? JSON.stringify(v) : String(v)
      if (query.hospitalId === undefined || query.hospitalId === '') query.hospitalId = String(ctx.hospitalId)
      if (query.fromType === undefined || query.fromType === '') query.fromType = '1'
      return { kind: 'page', url: buildUrl(path, query), path, query, confirm }
    }
    case 4: {
      const appId = (cfg.appId ?? '').trim()
      if (!appId) return { kind: 'error', message: M.MINI_PROGRAM_APPID_REQUIRED }
      const path = (cfg.pageUrl ?? '').trim()
      if (!path) return { kind: 'error', message: M.JUMP_LINK_REQUIRED }
      return { kind: 'miniProgram', appId, path, confirm }
    }
    case 5: {
      const url = (cfg.linkUrl || cfg.pageUrl || '').trim()
      if (!url) return { kind: 'error', message: M.JUMP_LINK_REQUIRED }
      return { kind: 'external', url, confirm }
    }
    default:
      return { kind: 'none' }
  }
}
