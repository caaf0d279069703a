/**
 * Confirm order (SPEC §2 /webOrderDetail goods, /serPackageOrderDetail exam packages): address (default
 * or chosen in /webAddress?select=1) or pickup info (/editPickupInfo), service persons per role and the
 * step popup for exam units (person, rule form, 预约服务, add-on items), gifts, coupon (best
 * preselected), 金额明细 from the server, pay channel, and submit (commitPay with an idempotency key;
 * no prices sent) → pay.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import Decimal from 'decimal.js'
import { View, Text, Image, Textarea } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import {
  formatPrice,
  giftMaxCount,
  isDeliveryLine,
  isExamLine,
  maskPhone,
  preselectGifts,
  validateDeliveryLine,
  validateServiceRoles,
  type AppointPoolDay,
  type RuleField,
} from '@/domain'
import { sessionStore, toast } from '@/shared/platform'
import { navigate, redirect } from '@/shared/routes/navigate'
import { currentRoute } from '@/shared/routes/current'
import { orderRule, queryCart, queryPrice, updateCart, refreshCartBadge } from '@/features/cart'
import { getGoods } from '@/features/goods'
import { bestCoupons, canUseCoupons, commitPay, compCoupon, queryAddressList, queryPackage, queryServicePersons } from '@/services/order'
import { toPay, PayChannelPicker, loadPayChannels, payReturnUrl, runPay, type ChannelOption } from '@/features/pay'
import { useAppStore } from '@/shared/store'
import type { PayChannelCode } from '@contract/pay'
import type { ActivityDiscountInfo, BuyNowLine, CommitPayReq, GiftChoice, OrderAddress, OrderLinesReq, ServiceOption } from '@contract/order'
import type { CartLine, PriceRes } from '@contract/cart'
import type { CanUseCouponsRes } from '../../../types/order'
import type { PeAddItem, RecvAddress, ServicePerson } from '../../../types/account'
import { useAddressSelection } from '@/features/address-person'
import AmountDetails from './AmountDetails'
import ExamUnitsEditor, { validateUnit, type PeInfoDraft } from './ExamUnitsEditor'
import GiftPicker, { type PickerGift } from './GiftPicker'
import OrderCouponPopup from './OrderCouponPopup'
import PersonListPopup from './PersonListPopup'
import ServicePersonSelector from './ServicePersonSelector'
import './confirm.scss'

/** session keys the address list (select mode) and the pickup page write before going back */
export const SELECTED_ADDRESS_KEY = 'order:selectedAddress'
export const PICKUP_INFO_KEY = 'order:pickupInfo'
export const NEED_ADDRESS = '请选择收货地址'
export const NEED_PICKUP = '请填写自提信息'

export type PickupInfo = { recvName: string; contactNumber: string; pickUpMarkInfo: string }

/** a line of the page: the cart line, or a buy-now line dressed like one */
type Line = CartLine

interface LineRule {
  fields: RuleField[]
  pool: AppointPoolDay[]
  addItems: PeAddItem[]
}

const lineKey = (l: Line) => String(l.cartId)
const newRequestId = () => `co-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
const needsAddress = (lines: readonly Line[]) => lines.some((l) => Number(l.goodsType) === 1 || Number(l.goodsType) === 3)
const isUnitLine = (l: Line) => isExamLine(l) && !isDeliveryLine(l)

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
  if (needsAddress(input.lines)) {
    if (input.pickup && !input.pickupInfo) return NEED_PICKUP
    if (!input.pickup && !input.address) return NEED_ADDRESS
  }
  for (const l of input.lines) {
    const k = lineKey(l)
    if (isDeliveryLine(l)) {
      const m = validateDeliveryLine({ serviceDataList: l.serviceDataList, serviceOptions: l.serviceList })
      if (m) return m
    } else if (l.dealType === '02' && l.serviceList.length) {
      const m = validateServiceRoles(l.serviceList, input.roles[k] ?? Object.fromEntries(l.serviceList.map((r) => [String(r.id), r.servicePersonList.find((p) => p.active)?.id])))
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

function buyNowLine(goods: any, q: Record<string, string>): { line: Line; req: BuyNowLine } {
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
    peInfoList: [],
    peInfoIndex: 0,
    needAppoint: false,
  } as unknown as Line
  const req: BuyNowLine = { goodsId: goods.goodsId, skuId, goodsNum, ...(q.activityId ? { activityId: Number(q.activityId) } : {}), ...(serviceData.length ? { serviceDataList: [serviceData] } : {}) }
  return { line, req }
}

export interface ConfirmOrderProps {
  /** goods (/webOrderDetail) or exam packages (/serPackageOrderDetail): coupon calls differ */
  kind: 'goods' | 'package'
}

const NO_PROMOTIONS: ActivityDiscountInfo[] = []

export default function ConfirmOrder({ kind }: ConfirmOrderProps) {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const pe = kind === 'package'
  const cartIds = useMemo(() => String(query.cartIds || '').split(',').map(Number).filter(Boolean), [query.cartIds])
  const requestId = useRef(newRequestId())
  const cartGifts = useRef<GiftChoice[] | undefined>(undefined)

  const [lines, setLines] = useState<Line[] | null>(null)
  const [buyNow, setBuyNow] = useState<BuyNowLine | null>(null)
  const [failed, setFailed] = useState('')
  const [price, setPrice] = useState<PriceRes | null>(null)
  const [couponId, setCouponId] = useState<number | null>(null)
  const [coupons, setCoupons] = useState<CanUseCouponsRes | null>(null)
  const [couponOpen, setCouponOpen] = useState(false)
  const [addresses, setAddresses] = useState<RecvAddress[]>([])
  const [address, setAddress] = useState<RecvAddress | null>(null)
  const [pickup, setPickup] = useState(false)
  const [pickupInfo, setPickupInfo] = useState<PickupInfo | null>(null)
  const [persons, setPersons] = useState<ServicePerson[]>([])
  const [rules, setRules] = useState<Record<string, LineRule>>({})
  const [units, setUnits] = useState<Record<string, PeInfoDraft[]>>({})
  const [roles, setRoles] = useState<Record<string, Record<string, number>>>({})
  const [editing, setEditing] = useState<Line | null>(null)
  const [rolePick, setRolePick] = useState<{ line: Line; role: ServiceOption } | null>(null)
  const [gifts, setGifts] = useState<Record<number, PickerGift[]>>({})
  const [giftOpen, setGiftOpen] = useState<number | null>(null)
  const [channels, setChannels] = useState<ChannelOption[]>([])
  const [channel, setChannel] = useState<PayChannelCode | null>(null)
  const [remark, setRemark] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const lineReq = (): OrderLinesReq => (buyNow ? { goodsList: [{ ...buyNow, ...(units['0'] ? { peInfoList: units['0'] } : {}), ...(roles['0'] ? { serviceRoles: roles['0'] } : {}) }] } : { cartIds })

  const reprice = async (id: number | null, req: OrderLinesReq = lineReq()) => {
    try {
      setPrice(await compCoupon({ ...req, userCouponId: id ?? 0 }, pe))
    } catch {
      if (req.cartIds) setPrice(await queryPrice({ cartIds: req.cartIds, userCouponId: id ?? 0 }).catch(() => null))
    }
  }

  const loadPersons = async () => setPersons((await queryServicePersons().catch(() => [])) ?? [])

  useEffect(() => {
    ;(async () => {
      try {
        let ls: Line[]
        let req: OrderLinesReq
        if (cartIds.length) {
          const cart = await queryCart()
          ls = cart.cartRespList.flatMap((g) => g.goodsList).filter((l) => cartIds.includes(l.cartId))
          if (!ls.length) throw new Error('商品信息已变化，请返回购物车重新选择')
          req = { cartIds }
        } else if (query.goodsId) {
          const goods = await getGoods({ goodsId: Number(query.goodsId), ...(query.goodsDistributeId ? { goodsDistributeId: Number(query.goodsDistributeId) } : {}) })
          const b = buyNowLine(goods, query as Record<string, string>)
          ls = [b.line]
          setBuyNow(b.req)
          req = { goodsList: [b.req] }
        } else throw new Error('订单信息缺失')
        setLines(ls)
        // units already filled in the cart
        setUnits(Object.fromEntries(ls.filter(isUnitLine).map((l) => [lineKey(l), l.peInfoList as PeInfoDraft[]])))
        // gifts chosen in the cart
        if (query.gifts) {
          try {
            cartGifts.current = JSON.parse(String(query.gifts))
          } catch {
            /* ignore */
          }
        }
        // coupon: the one chosen in the cart, else the best one
        let id: number | null = query.userCouponId !== undefined && query.userCouponId !== '' ? Number(query.userCouponId) || null : null
        if (query.userCouponId === undefined || query.userCouponId === '') {
          const best = await bestCoupons(req, pe).catch(() => null)
          id = best?.best?.userCouponId ?? null
        }
        setCouponId(id)
        await reprice(id, req)
        // rules, pools and add-ons of service lines
        const need = ls.filter((l) => isUnitLine(l) || l.dealType === '02')
        if (need.length) {
          loadPersons()
          const entries = await Promise.all(
            need.map(async (l) => {
              const [rule, pkg] = await Promise.all([
                orderRule({ goodsId: l.goodsId, goodsType: l.goodsType, dealType: l.dealType }).catch(() => null),
                isUnitLine(l) ? queryPackage({ goodsId: l.goodsId }).catch(() => null) : Promise.resolve(null),
              ])
              const fields = (rule?.ruleFieldRelList?.length ? rule.ruleFieldRelList : pkg?.ruleFieldRelList) ?? []
              return [lineKey(l), { fields, pool: (rule?.appointPool ?? []) as unknown as AppointPoolDay[], addItems: pkg?.addItems ?? [] }] as const
            }),
          )
          setRules(Object.fromEntries(entries))
        }
        if (needsAddress(ls)) {
          const list = (await queryAddressList().catch(() => [])) ?? []
          setAddresses(list)
          setAddress(list.find((a) => a.defaultUse === 0) ?? list[0] ?? null)
        }
      } catch (e: any) {
        setFailed(e?.message || '加载失败，请稍后重试')
      }
      const cs = await loadPayChannels()
      setChannels(cs)
      setChannel(cs[0]?.payChannel ?? null)
    })()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // back from the address list (select mode), the pickup page or adding a person
  useDidShow(() => {
    // the address list's select mode hands the choice back through components/address/selection
    const chosen = useAddressSelection.getState().take() || sessionStore.getItem<RecvAddress>(SELECTED_ADDRESS_KEY)
    if (chosen) {
      sessionStore.removeItem(SELECTED_ADDRESS_KEY)
      setAddress(chosen)
      setPickup(false)
    }
    const p = sessionStore.getItem<PickupInfo>(PICKUP_INFO_KEY)
    if (p) setPickupInfo(p)
    if (lines) {
      loadPersons()
      if (!chosen && needsAddress(lines) && !address) queryAddressList().then((list) => {
        setAddresses(list ?? [])
        setAddress((list ?? []).find((a) => a.defaultUse === 0) ?? list?.[0] ?? null)
      }).catch(() => undefined)
    }
  })

  // gifts of each promotion: preselected, or as chosen in the cart
  const promotions = price?.activityDiscountInfos ?? NO_PROMOTIONS
  useEffect(() => {
    const fromCart = cartGifts.current
    setGifts((old) => {
      const next: Record<number, PickerGift[]> = {}
      for (const p of promotions) {
        const list = (p.reductionDetailCurrent?.giftGoodsResps ?? []) as unknown as PickerGift[]
        const max = giftMaxCount(p.reductionDetailCurrent?.giftNum, list)
        const mine = fromCart?.filter((g) => g.activityId === p.activityId)
        next[p.activityId] =
          old[p.activityId]?.length === list.length
            ? old[p.activityId]
            : mine?.length
              ? list.map((g) => ({ ...g, checked: mine.some((m) => m.skuId === g.skuId && m.goodsId === g.goodsId) }))
              : preselectGifts(list, max)
      }
      return next
    })
  }, [promotions])

  const openCoupons = async () => {
    setCoupons(await canUseCoupons(lineReq(), pe).catch(() => ({ usable: [], unusable: [] })))
    setCouponOpen(true)
  }

  const saveUnits = async (l: Line, list: PeInfoDraft[]) => {
    setUnits({ ...units, [lineKey(l)]: list })
    setEditing(null)
    if (l.cartId) await updateCart({ cartId: l.cartId, peInfoList: list }, { silent: true }).catch(() => undefined)
    reprice(couponId, buyNow ? { goodsList: [{ ...buyNow, peInfoList: list }] } : { cartIds })
  }
  const saveRole = async (l: Line, role: ServiceOption, person: ServicePerson) => {
    const next = { ...(roles[lineKey(l)] ?? {}), [String(role.id)]: person.id }
    setRoles({ ...roles, [lineKey(l)]: next })
    setRolePick(null)
    if (l.cartId) await updateCart({ cartId: l.cartId, serviceRoles: next }, { silent: true }).catch(() => undefined)
  }

  const submit = async () => {
    if (!lines || submitting) return
    const problem = confirmProblem({ lines, address, pickup, pickupInfo, units, rules, roles })
    if (problem) return toast(problem)
    if (!channel) return toast('暂无可用的支付方式')
    const chosenGifts: GiftChoice[] = Object.entries(gifts).flatMap(([a, list]) => list.filter((g) => g.checked).map((g) => ({ activityId: Number(a), goodsId: g.goodsId, skuId: g.skuId })))
    let addr: Pick<CommitPayReq, 'addressId' | 'address'> = {}
    if (needsAddress(lines)) {
      if (pickup && pickupInfo) {
        const a: OrderAddress = { recvProvince: '', recvCity: '', recvArea: '', recvAddress: '到店自提', recvName: pickupInfo.recvName, contactNumber: pickupInfo.contactNumber, pickUpMarkInfo: pickupInfo.pickUpMarkInfo || '到店自提' }
        addr = { address: a }
      } else if (address) addr = { addressId: address.id }
    }
    const req: CommitPayReq = {
      requestId: requestId.current,
      ...lineReq(),
      userCouponId: couponId ?? 0,
      ...addr,
      ...(chosenGifts.length ? { gifts: chosenGifts } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      payChannel: channel,
      ...(payReturnUrl() ? { returnUrl: payReturnUrl() } : {}),
    }
    setSubmitting(true)
    try {
      const res = await commitPay(req)
      refreshCartBadge()
      try {
        const prepay = res.pay ?? (await toPay({ orderId: res.orderId, payChannel: channel, returnUrl: payReturnUrl() }))
        await runPay(prepay, res.orderId)
      } catch (e: any) {
        if (e?.message) toast(e.message)
        redirect('/pay/pay-close', { orderId: res.orderId })
      }
    } catch {
      /* request() showed the server's message */
    } finally {
      setSubmitting(false)
    }
  }

  if (failed)
    return (
      <View className="confirm confirm--failed">
        <Text className="confirm__failed">{failed}</Text>
      </View>
    )
  if (!lines) return <View className="confirm confirm--loading" />

  const editRule = editing ? rules[lineKey(editing)] ?? { fields: [], pool: [], addItems: [] } : null
  // exam add-ons (加项) chosen per unit, at the package's list price (the server charges the same on
  // commitPay, outside activity and coupon discounts; the price preview covers goods only)
  const addItemMoney = addOnMoney(lines, units, rules)
  const payable = price ? new Decimal(price.actualPrice).plus(addItemMoney).toNumber() : undefined

  return (
    <View className="confirm">
      {needsAddress(lines) ? (
        <View className="confirm__card confirm__address-card">
          <View className="confirm__ways">
            <Text className={`confirm__way ${!pickup ? 'confirm__way--on' : ''}`} onClick={() => setPickup(false)}>
              快递配送
            </Text>
            <Text className={`confirm__way ${pickup ? 'confirm__way--on' : ''}`} onClick={() => setPickup(true)}>
              到店自提
            </Text>
          </View>
          {!pickup ? (
            <View className="confirm__address" onClick={() => navigate('/webAddress', { select: 1, hospitalId })}>
              {address ? (
                <View className="confirm__address-body">
                  <Text className="confirm__address-who">
                    {address.recvName} {maskPhone(address.contactNumber)}
                    {address.defaultUse === 0 ? <Text className="confirm__tag">默认</Text> : null}
                  </Text>
                  <Text className="confirm__address-text">
                    {address.recvProvince}
                    {address.recvCity}
                    {address.recvArea}
                    {address.recvAddress}
                  </Text>
                </View>
              ) : (
                <Text className="confirm__address-empty">{addresses.length ? '请选择收货地址' : '添加收货地址'}</Text>
              )}
              <Text className="confirm__arrow">›</Text>
            </View>
          ) : (
            <View className="confirm__address" onClick={() => navigate('/editPickupInfo', { hospitalId })}>
              {pickupInfo ? (
                <View className="confirm__address-body">
                  <Text className="confirm__address-who">
                    {pickupInfo.recvName} {maskPhone(pickupInfo.contactNumber)}
                  </Text>
                  <Text className="confirm__address-text">{pickupInfo.pickUpMarkInfo || '到店自提'}</Text>
                </View>
              ) : (
                <Text className="confirm__address-empty">{NEED_PICKUP}</Text>
              )}
              <Text className="confirm__arrow">›</Text>
            </View>
          )}
        </View>
      ) : null}

      <View className="confirm__card">
        {lines.map((l) => {
          const k = lineKey(l)
          const list = units[k] ?? []
          const done = list.filter((u) => u?.examPersonId).length
          const inst = l.peInfoList?.[0]?.serviceInstitution
          const pl = price?.lines.find((p) => p.cartId === l.cartId)
          return (
            <View key={k} className="confirm__line" data-line={k}>
              {inst ? (
                <View className="confirm__inst">
                  <Text className="confirm__inst-name">{inst.name}</Text>
                  <Text className="confirm__inst-addr">{inst.address}</Text>
                </View>
              ) : null}
              <View className="confirm__goods">
                <Image className="confirm__img" src={l.goodsUrl} mode="aspectFill" />
                <View className="confirm__goods-body">
                  <Text className="confirm__name">{l.goodsName}</Text>
                  {l.skuName ? <Text className="confirm__sku">{l.skuName}</Text> : null}
                  <View className="confirm__price-row">
                    <Text className="confirm__price">¥{formatPrice(pl ? pl.actualPrice : l.actualPrice)}</Text>
                    <Text className="confirm__num">x{l.goodsNum}</Text>
                  </View>
                </View>
              </View>
              {isDeliveryLine(l)
                ? (l.serviceDataList[0] ?? []).map((kv) => (
                    <Text key={kv.key} className="confirm__kv">
                      {kv.key}：{kv.value}
                    </Text>
                  ))
                : null}
              {l.dealType === '02' && l.serviceList.length ? (
                <ServicePersonSelector
                  roles={l.serviceList}
                  chosenNames={Object.fromEntries(
                    l.serviceList.map((r) => {
                      const id = roles[k]?.[String(r.id)]
                      return [String(r.id), id ? persons.find((p) => p.id === id)?.name ?? '' : r.servicePersonList.find((p) => p.active)?.servicePersonName ?? '']
                    }),
                  )}
                  onPick={(role) => {
                    loadPersons()
                    setRolePick({ line: l, role })
                  }}
                />
              ) : null}
              {isUnitLine(l) ? (
                <View className="confirm__units" onClick={() => setEditing(l)}>
                  <Text className="confirm__units-label">服务人信息</Text>
                  <Text className={`confirm__units-value ${done ? '' : 'confirm__units-value--empty'}`}>
                    {done ? `已填写${done}/${Math.max(1, l.goodsNum)}位${list[0]?.appointedDate ? `，${list[0].appointedDate} ${list[0].appointedTime}` : ''}` : '请填写服务人信息'}
                  </Text>
                  <Text className="confirm__arrow">›</Text>
                </View>
              ) : null}
            </View>
          )
        })}
      </View>

      <View className="confirm__card">
        {promotions.map((p) =>
          (gifts[p.activityId] ?? []).length ? (
            <View key={p.activityId} className="confirm__cell confirm__gift" onClick={() => setGiftOpen(p.activityId)}>
              <Text className="confirm__cell-label">赠品</Text>
              <Text className="confirm__cell-value">{`已选${(gifts[p.activityId] ?? []).filter((g) => g.checked).length}件`}</Text>
              <Text className="confirm__arrow">›</Text>
            </View>
          ) : null,
        )}
        <View className="confirm__cell confirm__coupon" onClick={openCoupons}>
          <Text className="confirm__cell-label">优惠券</Text>
          <Text className={`confirm__cell-value ${price?.couponDiscountMoney ? 'confirm__cell-value--red' : ''}`}>
            {price?.couponDiscountMoney ? `-¥${formatPrice(price.couponDiscountMoney)}` : price?.usableCouponNum ? `${price.usableCouponNum}张可用` : '暂无可用'}
          </Text>
          <Text className="confirm__arrow">›</Text>
        </View>
        <View className="confirm__cell confirm__remark">
          <Text className="confirm__cell-label">备注</Text>
          <Textarea className="confirm__remark-input" value={remark} maxlength={100} autoHeight placeholder="选填，请先和商家协商一致" onInput={(e) => setRemark(String(e.detail.value))} />
        </View>
      </View>

      <AmountDetails totals={price ? { ...price, actualPrice: payable! } : null} addItemMoney={addItemMoney} />
      <PayChannelPicker channels={channels} value={channel} onChange={setChannel} />

      <View className="confirm__bar">
        <Text className="confirm__bar-total">
          实付款：<Text className="confirm__bar-money">¥{payable === undefined ? '--' : formatPrice(payable)}</Text>
        </Text>
        <Button type="primary" className="confirm__submit" loading={submitting} disabled={!price} onClick={submit}>
          提交订单
        </Button>
      </View>

      {editing && editRule ? (
        <ExamUnitsEditor
          visible
          title={editing.goodsName}
          units={Math.max(1, editing.goodsNum)}
          fields={editRule.fields}
          pool={editRule.pool}
          addItems={editRule.addItems}
          persons={persons}
          institution={editing.peInfoList?.[0]?.serviceInstitution}
          initial={units[lineKey(editing)] ?? []}
          onAddPerson={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setEditing(null)}
          onConfirm={(list) => saveUnits(editing, list)}
        />
      ) : null}
      {rolePick ? (
        <PersonListPopup
          visible
          title={`选择${rolePick.role.serviceRoleName}`}
          persons={persons}
          selectedId={roles[lineKey(rolePick.line)]?.[String(rolePick.role.id)] ?? null}
          onAdd={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setRolePick(null)}
          onSelect={(p) => saveRole(rolePick.line, rolePick.role, p)}
        />
      ) : null}
      {giftOpen !== null ? (
        <GiftPicker
          visible
          gifts={gifts[giftOpen] ?? []}
          max={giftMaxCount(promotions.find((p) => p.activityId === giftOpen)?.reductionDetailCurrent?.giftNum, gifts[giftOpen] ?? [])}
          onClose={() => setGiftOpen(null)}
          onConfirm={(list) => {
            setGifts({ ...gifts, [giftOpen]: list })
            setGiftOpen(null)
          }}
        />
      ) : null}
      <OrderCouponPopup
        visible={couponOpen}
        usable={coupons?.usable ?? []}
        unusable={coupons?.unusable ?? []}
        selectedId={couponId}
        onClose={() => setCouponOpen(false)}
        onConfirm={(id) => {
          setCouponOpen(false)
          setCouponId(id)
          reprice(id)
        }}
      />
    </View>
  )
}
