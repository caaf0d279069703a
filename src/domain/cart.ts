/**
 * Cart and quantity rules (SPEC §4 purchase, §5 stepper / sku / delivery line, §9 stepper and max
 * quantity, cart badge): maximum quantity, the stepper, limit messages, sku resolution, service
 * roles, padding of service data and exam info, radio toggling (the cart badge: ./cartBadge.ts).
 */
import * as M from './messages'

// ------------------------------------------------------------------ maximum quantity

/** SPEC §9 stepper defaults. */
export const STEPPER_MIN = 1
export const STEPPER_MAX = 999

/** The activity fields that limit quantity (SPEC §3 Activity). */
export interface QuantityActivity {
  /** 1, 2 (group buy), 3 */
  type?: number | string | null
  /** 2 running */
  status?: number | string | null
  /** per-person cap; 0 or empty = no cap */
  purchaseMax?: number | null
  /** already bought by this person */
  hasBuyNum?: number | null
  /** per-order cap; 0 or empty = no cap */
  singleLimit?: number | null
  /** 1: activity stock is limited to activityStockNum */
  activityStockFlag?: number | string | null
  activityStockNum?: number | null
}

export interface QuantityGoods {
  /** 1 physical, 2 service, 3 combo (quantity 1) */
  goodsType?: number | string | null
  stock?: number | null
  /** 1: stock is limited */
  stockFlag?: number | string | null
  activity?: QuantityActivity | null
}

/** Which rule set the maximum (decides the message shown at the maximum). */
export type QuantityLimit = 'combo' | 'stock' | 'default' | 'perPerson' | 'perOrder' | 'activityOne' | 'activityStock'

export interface MaxQuantity {
  max: number
  limit: QuantityLimit
  /** the message shown when the stepper reaches the maximum */
  message: string
}

/**
 * SPEC §9 max quantity: 1 for goodsType 3; stock when stockFlag is 1, else 999; further limited
 * by the activity's purchaseMax − hasBuyNum (per person) and singleLimit (per order); activity
 * type 1 with status 2 limits to 1. We also honour activity stock (activityStockFlag 1). Never
 * below 0, never above 999. The message is 每人限购{n}件，还可购买{m}件 for the per-person cap,
 * 每单限购{n}件 for the per-order cap, else 已达到最大购买数量.
 */
export function maxQuantity(goods: QuantityGoods): MaxQuantity {
  let max: number
  let limit: QuantityLimit
  if (Number(goods.goodsType) === 3) {
    max = 1
    limit = 'combo'
  } else if (Number(goods.stockFlag) === 1) {
    max = Math.min(STEPPER_MAX, Math.max(0, Math.floor(Number(goods.stock) || 0)))
    limit = 'stock'
  } else {
    max = STEPPER_MAX
    limit = 'default'
  }
  const a = goods.activity
  let purchaseMax = 0
  let left = 0
  let single = 0
  if (a) {
    purchaseMax = Math.floor(Number(a.purchaseMax) || 0)
    if (purchaseMax > 0) {
      left = Math.max(0, purchaseMax - Math.floor(Number(a.hasBuyNum) || 0))
      if (left < max) {
        max = left
        limit = 'perPerson'
      }
    }
    single = Math.floor(Number(a.singleLimit) || 0)
    if (single > 0 && single < max) {
      max = single
      limit = 'perOrder'
    }
    if (Number(a.activityStockFlag) === 1) {
      const s = Math.max(0, Math.floor(Number(a.activityStockNum) || 0))
      if (s < max) {
        max = s
        limit = 'activityStock'
      }
    }
    if (Number(a.type) === 1 && Number(a.status) === 2 && max > 1) {
      max = 1
      limit = 'activityOne'
    }
  }
  const message =
    limit === 'perPerson'
      ? M.limitPerPersonMessage(purchaseMax, left)
      : limit === 'perOrder'
        ? M.limitPerOrderMessage(single)
        : M.MAX_QUANTITY_REACHED
  return { max, limit, message }
}

/** The part of {@link maxQuantity} that an activity sets (per person, per order, activity stock, one per flash sale), or null when the activity sets no cap. */
export function activityQuantityCap(activity: QuantityActivity | null | undefined): MaxQuantity | null {
  if (!activity) return null
  const cap = maxQuantity({ goodsType: 2, stockFlag: 0, activity })
  return cap.limit === 'default' ? null : cap
}

/**
 * SPEC §9 max quantity over the lines of ONE order (the cart's checked lines, or an order's lines):
 * the activity's per-order cap (singleLimit, one per flash sale), per-person cap (purchaseMax −
 * hasBuyNum) and activity stock apply to the SUM of the lines of the same activity goods (`group`:
 * the same goods in the same activity, whatever the sku), so '每单限购1件' cannot be split over two
 * lines. Each line's maximum is its own {@link maxQuantity}, lowered to what the other lines of its
 * group leave. Lines without a group (or without an activity) keep their own maximum.
 */
export function orderLineLimits(lines: ReadonlyArray<{ group?: string | null; goodsNum: number; goods: QuantityGoods }>): MaxQuantity[] {
  const qty = (n: number) => Math.max(0, Math.floor(Number(n) || 0))
  return lines.map((line, i) => {
    const own = maxQuantity(line.goods)
    if (!line.group) return own
    const cap = activityQuantityCap(line.goods.activity)
    if (!cap) return own
    const others = lines.reduce((n, o, j) => (j !== i && o.group === line.group ? n + qty(o.goodsNum) : n), 0)
    const left = Math.max(0, cap.max - others)
    return left < own.max ? { max: left, limit: cap.limit, message: cap.message } : own
  })
}

// ------------------------------------------------------------------ stepper

export interface StepperResult {
  value: number
  /** shown when the value was clamped at the maximum */
  message: string | null
}

/**
 * SPEC §5 stepper input: non-digits are dropped; empty or 0 becomes 1 (the minimum); a value at
 * or above the maximum is clamped to it and shows the limit message (default 已达到最大购买数量).
 * The maximum is capped at 999 and never below the minimum.
 */
export function parseStepperInput(
  raw: string | number,
  max: number = STEPPER_MAX,
  message: string = M.MAX_QUANTITY_REACHED,
  min: number = STEPPER_MIN,
): StepperResult {
  const digits = String(raw)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
  const top = Math.max(min, Math.min(STEPPER_MAX, max))
  let value = digits === '' ? 0 : digits.length > 6 ? Number.MAX_SAFE_INTEGER : Number(digits)
  if (value < min) value = min
  if (value >= top) return { value: top, message }
  return { value, message: null }
}

/** SPEC §4 stepper plus: +1; at the maximum the value stays and the limit message shows. */
export function stepperIncrement(value: number, max: number = STEPPER_MAX, message: string = M.MAX_QUANTITY_REACHED): StepperResult {
  const top = Math.max(STEPPER_MIN, Math.min(STEPPER_MAX, max))
  if (value >= top) return { value: top, message }
  return { value: value + 1, message: null }
}

/** SPEC §4 stepper minus: −1, never below the minimum (1). */
export function stepperDecrement(value: number, min: number = STEPPER_MIN): StepperResult {
  return { value: Math.max(min, value - 1), message: null }
}

// ------------------------------------------------------------------ sku and specs

/** SPEC §3 specList item. */
export interface SpecDef {
  id?: number | string
  specName: string
  /** 'message' specs are filled by the buyer (messageNum of them); defaults: the first skuNum specs are sku specs */
  kind?: 'sku' | 'message'
}

function specKinds(specs: readonly SpecDef[], skuNum: number): Array<'sku' | 'message'> {
  return specs.map((s, i) => s.kind ?? (i < skuNum ? 'sku' : 'message'))
}

/**
 * SPEC §5 sku popup: every sku spec must be chosen, and every message spec too unless on step 1.
 * The first missing one gives 请选择{specName}; a nameless spec gives 请选择规格信息. null when complete.
 * `selected` is keyed by spec name.
 */
export function validateSpecSelection(
  specs: readonly SpecDef[],
  selected: Readonly<Record<string, unknown>>,
  options: { skuNum?: number; step?: number } = {},
): string | null {
  const kinds = specKinds(specs, options.skuNum ?? specs.length)
  for (let i = 0; i < specs.length; i++) {
    if (kinds[i] === 'message' && options.step === 1) continue
    const v = selected[specs[i].specName]
    if (v === undefined || v === null || v === '') return specs[i].specName ? M.selectNamedMessage(specs[i].specName) : M.SELECT_SPEC
  }
  return null
}

/** A sku with its skuData (JSON string or list of {key|specName|name, value|attributeValue}). */
export interface SkuDef {
  id?: number | string
  skuId?: number | string
  price?: unknown
  skuData?: string | ReadonlyArray<Record<string, unknown>> | null
  [key: string]: unknown
}

/** Parses skuData into a map spec name → value; unknown shapes give an empty map. */
export function parseSkuData(skuData: SkuDef['skuData']): Record<string, string> {
  let list: unknown = skuData
  if (typeof skuData === 'string') {
    try {
      list = JSON.parse(skuData)
    } catch {
      return {}
    }
  }
  const out: Record<string, string> = {}
  if (!Array.isArray(list)) return out
  for (const item of list) {
    if (!item || typeof item !== 'object') continue
    const o = item as Record<string, unknown>
    const k = o.key ?? o.specName ?? o.name ?? o.attributeName
    const v = o.value ?? o.attributeValue ?? o.optionValue
    if (k !== undefined && k !== null && v !== undefined && v !== null) out[String(k)] = String(v)
  }
  return out
}

/**
 * SPEC §4 sku resolution: a sku resolves only when the number of chosen specs equals skuNum and
 * one sku's skuData matches every chosen value. Returns that sku or null.
 */
export function resolveSku<S extends SkuDef>(
  skus: readonly S[],
  selected: Readonly<Record<string, string | null | undefined>>,
  skuNum: number,
): S | null {
  const chosen = Object.entries(selected).filter(([, v]) => v !== undefined && v !== null && v !== '') as Array<[string, string]>
  if (chosen.length !== skuNum) return null
  for (const sku of skus) {
    const data = parseSkuData(sku.skuData)
    if (Object.keys(data).length === skuNum && chosen.every(([k, v]) => data[k] === v)) return sku
  }
  return null
}

// ------------------------------------------------------------------ service roles and delivery lines

/** SPEC §3 service option. */
export interface ServiceOption {
  id: number | string
  serviceRoleName: string
  servicePersonList?: ReadonlyArray<{ servicePersonName?: string; active?: boolean; [k: string]: unknown }> | null
}

/**
 * SPEC §4/§5 every service role must be chosen, keyed by role id: the first unchosen role gives
 * 请选择{role name}. `chosen` maps role id → chosen person (any non-empty value); when omitted the
 * `active` flags of each role's person list are used.
 */
export function validateServiceRoles(options: readonly ServiceOption[], chosen?: Readonly<Record<string, unknown>>): string | null {
  for (const o of options) {
    const ok = chosen
      ? (() => {
          const v = chosen[String(o.id)]
          return v !== undefined && v !== null && v !== ''
        })()
      : (o.servicePersonList ?? []).some((p) => p.active)
    if (!ok) return M.selectNamedMessage(o.serviceRoleName)
  }
  return null
}

/** SPEC §3: dealType "01" is the service-team / delivery mode. */
export function isDeliveryLine(line: { dealType?: string | number | null }): boolean {
  return String(line.dealType ?? '') === '01'
}

/** SPEC §3: goodsType 2 is a service / exam package. */
export function isExamLine(line: { goodsType?: number | string | null; dealType?: string | number | null }): boolean {
  return Number(line.goodsType) === 2 && !isDeliveryLine(line)
}

/**
 * SPEC §5 delivery line (dealType 01): without service data the buyer must contact customer service
 * (暂无服务信息，请联系客服下发服务人员信息); otherwise every role must be chosen (请选择{role name}).
 */
export function validateDeliveryLine(
  line: { serviceDataList?: readonly unknown[] | null; serviceOptions?: readonly ServiceOption[] | null },
  chosen?: Readonly<Record<string, unknown>>,
): string | null {
  if (!line.serviceDataList || line.serviceDataList.length === 0) return M.CONTACT_SERVICE_FOR_PERSON_INFO
  return validateServiceRoles(line.serviceOptions ?? [], chosen)
}

/** SPEC §3 service data: a list of {key, value}. */
export type ServiceData = Array<{ key: string; value: string }>

/**
 * SPEC §4: for delivery lines the service data list is padded up to the goods quantity with empty
 * entries (existing entries are kept; the list is never shortened).
 */
export function padServiceDataList(list: readonly ServiceData[] | null | undefined, quantity: number): ServiceData[] {
  const out = (list ?? []).map((d) => d.map((kv) => ({ ...kv })))
  while (out.length < quantity) out.push([])
  return out
}

/** SPEC §3 exam info (peInfo). */
export interface ExamInfo {
  filedInfo?: Array<{ fieldId?: number | string; showName?: string; value?: unknown }>
  appointedDate?: string | null
  appointedTime?: string | null
  appointFlag?: number | null
  serviceInstitution?: { name?: string; address?: string } | null
  [key: string]: unknown
}

/**
 * SPEC §4: for exam lines (goodsType 2, not delivery) the exam-info list is padded to the quantity;
 * new entries copy the institution of the first entry and start with no person fields and no
 * appointment (the list is never shortened).
 */
export function padExamInfoList(list: readonly ExamInfo[] | null | undefined, quantity: number): ExamInfo[] {
  const out: ExamInfo[] = (list ?? []).map((e) => ({ ...e }))
  const inst = out[0]?.serviceInstitution
  while (out.length < quantity) {
    out.push({ filedInfo: [], appointedDate: '', appointedTime: '', serviceInstitution: inst ? { ...inst } : null })
  }
  return out
}

/** Applies the padding rule that fits the line (delivery → service data, exam → exam info). */
export function padLineForQuantity<
  L extends {
    dealType?: string | number | null
    goodsType?: number | string | null
    goodsNum: number
    serviceDataList?: ServiceData[] | null
    peInfoList?: ExamInfo[] | null
  },
>(line: L): L {
  if (isDeliveryLine(line)) return { ...line, serviceDataList: padServiceDataList(line.serviceDataList, line.goodsNum) }
  if (isExamLine(line)) return { ...line, peInfoList: padExamInfoList(line.peInfoList, line.goodsNum) }
  return line
}

/** SPEC §3: personal-info fieldIds 13-16 are the default tags. */
export function isDefaultTagField(fieldId: number | string | null | undefined): boolean {
  const n = Number(fieldId)
  return n >= 13 && n <= 16
}

// ------------------------------------------------------------------ radio toggles and badge

export interface CheckableLine {
  checked?: boolean
  lostEfficacy?: boolean
}

/** SPEC §4 cart radio: toggles checked; a line that lost efficacy cannot be toggled (returned unchanged). */
export function toggleLineChecked<L extends CheckableLine>(line: L): L {
  return line.lostEfficacy ? line : { ...line, checked: !line.checked }
}

/** Select-all: sets every line that has not lost efficacy; lost lines stay unchecked. */
export function setAllChecked<L extends CheckableLine>(lines: readonly L[], checked: boolean): L[] {
  return lines.map((l) => (l.lostEfficacy ? { ...l, checked: false } : { ...l, checked }))
}

/** True when there is at least one valid line and all valid lines are checked. */
export function allChecked(lines: readonly CheckableLine[]): boolean {
  const valid = lines.filter((l) => !l.lostEfficacy)
  return valid.length > 0 && valid.every((l) => l.checked)
}

// the cart badge (SPEC §2/§9) lives in ./cartBadge.ts: the tab bar of every page draws it, and a module in a shared
// chunk is there whole (issue 16: the first load of home had all of this file for two small functions)
export { CART_BADGE_MAX, cartBadge, cartBadgeCount } from './cartBadge'

/** SPEC §9: a cart modal shows at most 3 thumbnails plus the count of the rest; the cart popup 4 before expanding. */
export function thumbnailPreview<T>(items: readonly T[], limit: 3 | 4 = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) }
}
