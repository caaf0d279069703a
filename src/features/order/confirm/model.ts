/**
 * The confirm page's model (no React): its session keys and texts, a line and its rule, the add-on money, the first
 * problem that stops submitting, and the buy-now line built from a goods detail.
 */
import Decimal from 'decimal.js'
import {
  isDeliveryLine,
  isExamLine,
  needsDeliveryAddress,
  validateDeliveryLine,
  validateServiceRoles,
  type AppointPoolDay,
  type RuleField,
} from '@/domain'
import type { BuyNowLine } from '@contract/order'
import type { CartLine } from '@contract/cart'
import type { PeAddItem } from '@contract/exam'
import { validateUnit, type PeInfoDraft } from './ExamUnitsEditor'

/** session keys the address list (select mode) and the pickup page write before going back */
export const SELECTED_ADDRESS_KEY = 'order:selectedAddress'
export const PICKUP_INFO_KEY = 'order:pickupInfo'
export const NEED_ADDRESS = '请选择收货地址'
export const NEED_PICKUP = '请填写自提信息'

export type PickupInfo = { recvName: string; contactNumber: string; pickUpMarkInfo: string }

/** a line of the page: the cart line, or a buy-now line dressed like one */
export type Line = CartLine

export interface LineRule {
  fields: RuleField[]
  pool: AppointPoolDay[]
  addItems: PeAddItem[]
}

export const lineKey = (l: Line) => String(l.cartId)
export const newRequestId = () => `co-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
export const isUnitLine = (l: Line) => isExamLine(l) && !isDeliveryLine(l)

/** SPEC 金额明细 加项: the add-ons chosen in every unit of the exam lines, at the package's list price (yuan) */
export function addOnMoney(lines: readonly Line[] | null, units: Record<string, PeInfoDraft[]>, rules: Record<string, LineRule>): number {
  let sum = new Decimal(0)
  for (const l of lines ?? []) {
    const k = lineKey(l)
    const items = rules[k]?.addItems ?? []
    for (const u of (units[k] ?? []).slice(0, Math.max(1, l.goodsNum))) {
      for (const id of new Set(u?.addItemIds ?? [])) {
        const it = items.find((a) => a.id === id)
        if (it) sum = sum.plus(it.price)
      }
    }
  }
  return sum.toNumber()
}

/** the first problem that stops submitting, null when the order is complete */
export function confirmProblem(input: {
  lines: readonly Line[]
  address: unknown
  pickup: boolean
  pickupInfo: PickupInfo | null
  units: Record<string, PeInfoDraft[]>
  rules: Record<string, LineRule>
  roles: Record<string, Record<string, number>>
}): string | null {
  if (needsDeliveryAddress(input.lines)) {
    if (input.pickup && !input.pickupInfo) return NEED_PICKUP
    if (!input.pickup && !input.address) return NEED_ADDRESS
  }
  for (const l of input.lines) {
    const k = lineKey(l)
    if (isDeliveryLine(l)) {
      const m = validateDeliveryLine({ serviceDataList: l.serviceDataList, serviceOptions: l.serviceList })
      if (m) return m
    } else if (l.dealType === '02' && l.serviceList.length) {
      const m = validateServiceRoles(
        l.serviceList,
        input.roles[k] ?? Object.fromEntries(l.serviceList.map((r) => [String(r.id), r.servicePersonList.find((p) => p.active)?.id])),
      )
      if (m) return m
    }
    if (isUnitLine(l)) {
      const rule = input.rules[k] ?? { fields: [], pool: [], addItems: [] }
      const list = input.units[k] ?? []
      for (let i = 0; i < Math.max(1, l.goodsNum); i++) {
        const u = list[i]
        const m = validateUnit(
          {
            personId: u?.examPersonId ?? null,
            personName: '',
            values: Object.fromEntries((u?.filedInfo ?? []).map((f) => [String(f.fieldId), f.value])),
            date: u?.appointedDate || null,
            time: u?.appointedTime || null,
            addItemIds: [],
          },
          rule.fields,
          rule.pool,
        )
        if (m) return m
      }
    }
  }
  return null
}

/**
 * The add-ons (and exam person) chosen on /checkup/ballCheck, carried in the query
 * (?addItemIds=1,2&examPersonId=3) into the first unit of a buy-now exam line; [] when none.
 */
export function carriedExamUnit(q: Record<string, string>): PeInfoDraft[] {
  const addItemIds = [
    ...new Set(
      String(q.addItemIds || '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ]
  const examPersonId = Number(q.examPersonId) || null
  if (!addItemIds.length && !examPersonId) return []
  return [{ serviceInstitution: null, filedInfo: [], appointedDate: '', appointedTime: '', examPersonId, addItemIds }]
}

export function buyNowLine(goods: any, q: Record<string, string>): { line: Line; req: BuyNowLine } {
  const skuId = Number(q.skuId)
  const sku = (goods.skus ?? []).find((s: any) => Number(s.skuId ?? s.id) === skuId) ?? {}
  const goodsNum = Math.max(1, Number(q.goodsNum) || 1)
  let serviceData: Array<{ key: string; value: string }> = []
  try {
    serviceData = q.serviceData ? JSON.parse(q.serviceData) : []
  } catch {
    serviceData = []
  }
  const price = Number(sku.activityDiscountPrice ?? sku.activityPrice ?? sku.price ?? goods.price) || 0
  const line = {
    cartId: 0,
    goodsId: goods.goodsId,
    goodsDistributeId: goods.goodsDistributeId,
    goodsName: goods.goodsName,
    goodsUrl: sku.skuPic || goods.goodsUrl,
    sellPoint: goods.sellPoint,
    skuId,
    skuName: sku.skuName || '',
    skuData: sku.skuData || '',
    goodsType: goods.goodsType,
    dealType: goods.dealType || '',
    dealTypeDto: goods.dealTypeDto || { goodsPriceFlag: 0, customCopy: '' },
    type: goods.type || 0,
    copywriting: goods.copywriting || '',
    price: Number(sku.price ?? goods.price) || 0,
    linePrice: Number(sku.linedPrice ?? goods.linedPrice) || 0,
    actualPrice: price,
    goodsNum,
    activityId: q.activityId ? Number(q.activityId) : null,
    activity: null,
    promotionId: null,
    userCouponId: null,
    checked: true,
    lostEfficacy: false,
    lostReason: '',
    maxNum: 999,
    limitMessage: '',
    stock: 0,
    stockFlag: 0,
    priceShowMode: goods.priceShowMode ?? 0,
    serviceList: (goods.serviceList ?? []).map((r: any) => ({ id: r.id, serviceRoleName: r.serviceRoleName, servicePersonList: [] })),
    serviceDataList: serviceData.length ? [serviceData] : [],
    serviceDataIndex: 0,
    peInfoList: carriedExamUnit(q),
    peInfoIndex: 0,
    needAppoint: false,
  } as unknown as Line
  const req: BuyNowLine = {
    goodsId: goods.goodsId,
    skuId,
    goodsNum,
    ...(q.activityId ? { activityId: Number(q.activityId) } : {}),
    ...(serviceData.length ? { serviceDataList: [serviceData] } : {}),
  }
  return { line, req }
}
