/**
 * The confirm page's state and calls: loads the lines (cart lines or a buy-now line), the best or chosen coupon and
 * the server's totals, the rules, pools and add-ons of service lines, the addresses and service persons, the pay
 * channels; takes back the chosen address / pickup info / new person when the page shows again; prices again on a
 * change; submits (commitPay with an idempotency key, no prices sent) and pays.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import Decimal from 'decimal.js'
import { giftMaxCount, needsDeliveryAddress, preselectGifts, type AppointPoolDay } from '@/domain'
import { sessionStore, toast } from '@/shared/platform'
import { redirect } from '@/shared/routes/navigate'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { orderRule, queryCart, queryPrice, updateCart, refreshCartBadge } from '@/features/cart'
import { getGoods } from '@/features/goods'
import { sectionOfQuery } from '@/features/pediatric-shop'
import { toPay, loadPayChannels, payReturnUrl, runPay, type ChannelOption } from '@/features/pay'
import { queryAddressList, queryServicePersons, useAddressSelection } from '@/features/address-person'
import type {
  ActivityDiscountInfo,
  BuyNowLine,
  CommitPayReq,
  GiftChoice,
  OrderAddress,
  OrderLinesReq,
  ServiceOption,
} from '@contract/order'
import type { PayChannelCode } from '@contract/pay'
import type { PriceRes } from '@contract/cart'
import type { CanUseCouponsRes } from '@contract/browse'
import type { RecvAddress, ServicePerson } from '@contract/account'
import { bestCoupons, canUseCoupons, commitPay, compCoupon } from './api'
import { queryPackage } from '../appointment/api'
import type { PeInfoDraft } from './ExamUnitsEditor'
import type { PickerGift } from './GiftPicker'
import {
  addOnMoney,
  buyNowLine,
  confirmProblem,
  isUnitLine,
  lineKey,
  newRequestId,
  PICKUP_INFO_KEY,
  SELECTED_ADDRESS_KEY,
  type Line,
  type LineRule,
  type PickupInfo,
} from './model'

const NO_PROMOTIONS: ActivityDiscountInfo[] = []

export function useConfirmOrder(kind: 'goods' | 'package') {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const pe = kind === 'package'
  /** an order of a goods section (query shop=pediatric | specialMed): its goods and order calls (issue 18) */
  const section = useMemo(() => sectionOfQuery(query.shop), [query.shop])
  const cartIds = useMemo(
    () =>
      String(query.cartIds || '')
        .split(',')
        .map(Number)
        .filter(Boolean),
    [query.cartIds],
  )
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

  const lineReq = (): OrderLinesReq =>
    buyNow
      ? {
          goodsList: [
            { ...buyNow, ...(units['0'] ? { peInfoList: units['0'] } : {}), ...(roles['0'] ? { serviceRoles: roles['0'] } : {}) },
          ],
        }
      : { cartIds }

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
          const goods = await (section ? section.getGoods : getGoods)({
            goodsId: Number(query.goodsId),
            ...(query.goodsDistributeId ? { goodsDistributeId: Number(query.goodsDistributeId) } : {}),
          })
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
              return [
                lineKey(l),
                { fields, pool: (rule?.appointPool ?? []) as unknown as AppointPoolDay[], addItems: pkg?.addItems ?? [] },
              ] as const
            }),
          )
          setRules(Object.fromEntries(entries))
        }
        if (needsDeliveryAddress(ls)) {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pay channels load once per confirm screen
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
      if (!chosen && needsDeliveryAddress(lines) && !address)
        queryAddressList()
          .then((list) => {
            setAddresses(list ?? [])
            setAddress((list ?? []).find((a) => a.defaultUse === 0) ?? list?.[0] ?? null)
          })
          .catch(() => undefined)
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
    const chosenGifts: GiftChoice[] = Object.entries(gifts).flatMap(([a, list]) =>
      list.filter((g) => g.checked).map((g) => ({ activityId: Number(a), goodsId: g.goodsId, skuId: g.skuId })),
    )
    let addr: Pick<CommitPayReq, 'addressId' | 'address'> = {}
    if (needsDeliveryAddress(lines)) {
      if (pickup && pickupInfo) {
        const a: OrderAddress = {
          recvProvince: '',
          recvCity: '',
          recvArea: '',
          recvAddress: '到店自提',
          recvName: pickupInfo.recvName,
          contactNumber: pickupInfo.contactNumber,
          pickUpMarkInfo: pickupInfo.pickUpMarkInfo || '到店自提',
        }
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
      const res = await (section ? section.order : commitPay)(req)
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

  const editRule = editing ? (rules[lineKey(editing)] ?? { fields: [], pool: [], addItems: [] }) : null
  // exam add-ons (加项) chosen per unit, at the package's list price (the server charges the same on
  // commitPay, outside activity and coupon discounts; the price preview covers goods only)
  const addItemMoney = addOnMoney(lines, units, rules)
  const payable = price ? new Decimal(price.actualPrice).plus(addItemMoney).toNumber() : undefined

  return {
    hospitalId,
    failed,
    lines,
    price,
    payable,
    addItemMoney,
    promotions,
    delivery: { addresses, address, pickup, setPickup, pickupInfo },
    persons,
    loadPersons,
    units,
    roles,
    editing,
    setEditing,
    editRule,
    rolePick,
    setRolePick,
    gifts,
    setGifts,
    giftOpen,
    setGiftOpen,
    couponId,
    setCouponId,
    coupons,
    couponOpen,
    setCouponOpen,
    openCoupons,
    reprice,
    saveUnits,
    saveRole,
    channels,
    channel,
    setChannel,
    remark,
    setRemark,
    submitting,
    submit,
  }
}

export type ConfirmOrderState = ReturnType<typeof useConfirmOrder>
