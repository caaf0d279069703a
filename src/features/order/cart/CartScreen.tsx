/**
 * The cart screen (SPEC §2 /shopCart, /modulePage/shopCart, /shop/shoppingCart, /hospital/shoppingCart; login):
 * lines grouped by institution / service team (cart part card), lost-efficacy lines, radio per line
 * and select all, stepper with limits, delete, gifts (gift picker), coupon, totals from the server
 * (queryPrice), settle → confirm order. Keeps the cart badge store in step.
 * The cart's data and line views are the cart feature's; this screen is the first step of checking out and uses
 * the checkout widgets (gifts, coupons, exam units, service persons), so it lives with them in the order feature.
 */
import { startTransition, useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import EmptyNext from '@/shared/ui/EmptyNext'
import {
  CartPartCard,
  CartLineItem,
  delCart,
  orderRule,
  queryCart,
  queryPrice,
  queryStatus,
  updateCart,
  confirmPathFor,
  EMPTY_CART,
  SELECT_GOODS,
} from '@/features/cart'
import type { PickerGift } from '../confirm/GiftPicker'
import type { PeInfoDraft } from '../confirm/ExamUnitsEditor'
import { GiftPicker, OrderCouponPopup, ExamUnitsEditor, PersonListPopup, RecommendGoods, preloadParts } from './parts'
import { canUseCoupons } from '../confirm/api'
import { queryPackage } from '../appointment/api'
import { queryServicePersons } from '@/features/address-person'
import {
  allChecked,
  formatPrice,
  giftMaxCount,
  isDeliveryLine,
  isExamLine,
  preselectGifts,
  setAllChecked,
  toggleLineChecked,
  validateDeliveryLine,
  type AppointPoolDay,
  type RuleField,
} from '@/domain'
import { confirm, toast, whenIdle } from '@/shared/platform'
import { navigate, relaunch } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { useCartStore } from '@/shared/store/cartBadge'
import type { ActivityDiscountInfo, GiftChoice, ServiceOption } from '@contract/order'
import type { CartLine, PriceRes, QueryCartRes } from '@contract/cart'
import type { CanUseCouponsRes } from '@contract/browse'
import type { PeAddItem } from '@contract/exam'
import type { ServicePerson } from '@contract/account'
import './cart-screen.scss'

type Editing =
  | { kind: 'exam'; line: CartLine; fields: RuleField[]; pool: AppointPoolDay[]; addItems: PeAddItem[] }
  | { kind: 'role'; line: CartLine; role: ServiceOption }

const NO_PROMOTIONS: ActivityDiscountInfo[] = []

export default function CartScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const setBadge = useCartStore((s) => s.setTotal)
  const [data, setData] = useState<QueryCartRes | null>(null)
  const [price, setPrice] = useState<PriceRes | null>(null)
  const [failed, setFailed] = useState(false)
  /** undefined = the best coupon (server), 0 = none */
  const [couponId, setCouponId] = useState<number | undefined>(undefined)
  const [coupons, setCoupons] = useState<CanUseCouponsRes | null>(null)
  const [couponOpen, setCouponOpen] = useState(false)
  const [gifts, setGifts] = useState<Record<number, PickerGift[]>>({})
  const [giftOpen, setGiftOpen] = useState<ActivityDiscountInfo | null>(null)
  const [persons, setPersons] = useState<ServicePerson[]>([])
  const [editing, setEditing] = useState<Editing | null>(null)

  const valid = useMemo(() => (data?.cartRespList ?? []).flatMap((g) => g.goodsList), [data])
  const checked = valid.filter((l) => l.checked)
  const promotions = price?.activityDiscountInfos ?? data?.activityDiscountInfos ?? NO_PROMOTIONS

  const reprice = async (r: QueryCartRes | null, coupon: number | undefined = couponId) => {
    const ids = (r?.cartRespList ?? [])
      .flatMap((g) => g.goodsList)
      .filter((l) => l.checked)
      .map((l) => l.cartId)
    if (!ids.length) return setPrice(null)
    let next: PriceRes | null = null
    try {
      next = await queryPrice({ cartIds: ids, ...(coupon === undefined ? {} : { userCouponId: coupon }) })
    } catch {
      next = null
    }
    // the totals re-render every line: a transition, drawn in 5 ms slices (issue 16, TBT)
    startTransition(() => setPrice(next))
  }
  const apply = async (r: QueryCartRes) => {
    setData(r)
    if (r.cartRespList.length) whenIdle(preloadParts)
    if (typeof r.total === 'number') setBadge(r.total)
    await reprice(r)
  }
  const load = async () => {
    try {
      const r = await queryCart()
      // the first render of the lines as a transition, in 5 ms slices (issue 16, TBT); apply's later steps wait on it
      let applied: Promise<void> = Promise.resolve()
      startTransition(() => {
        setFailed(false)
        applied = apply(r)
      })
      await applied
    } catch {
      setFailed(true)
    }
  }
  useEffect(() => {
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; later loads come from pull-to-refresh and page show
  }, [])

  // gifts of each promotion: preselected (domain preselectGifts) until the buyer picks
  useEffect(() => {
    setGifts((old) => {
      const next: Record<number, PickerGift[]> = {}
      for (const p of promotions) {
        const list = (p.reductionDetailCurrent?.giftGoodsResps ?? []) as unknown as PickerGift[]
        const max = giftMaxCount(p.reductionDetailCurrent?.giftNum, list)
        next[p.activityId] = old[p.activityId]?.length === list.length ? old[p.activityId] : preselectGifts(list, max)
      }
      return next
    })
  }, [promotions])

  const run = async (fn: () => Promise<QueryCartRes>) => {
    try {
      await apply(await fn())
    } catch {
      /* request() showed the message */
    }
  }
  const onToggle = (line: CartLine) => {
    const next = toggleLineChecked(line)
    if (next.checked === line.checked) return // lost efficacy: cannot be toggled
    run(() => updateCart({ cartId: line.cartId, checked: next.checked }))
  }
  const onToggleAll = () => {
    const target = !allChecked(valid)
    const lines = setAllChecked(valid, target)
    run(() => updateCart({ cartIds: lines.map((l) => l.cartId), checked: target }))
  }
  const onQuantity = (line: CartLine, n: number) => run(() => updateCart({ cartId: line.cartId, goodsNum: n }))
  const onDelete = async (lines: CartLine[], content = '确定删除该商品吗？') => {
    if (!(await confirm({ content }))) return
    try {
      const r = await delCart(lines.map((l) => l.cartId))
      if (typeof r?.total === 'number') setBadge(r.total)
      await load()
    } catch {
      /* shown */
    }
  }
  const openCoupons = async () => {
    try {
      setCoupons(await canUseCoupons({ cartIds: checked.map((l) => l.cartId) }))
    } catch {
      setCoupons({ usable: [], unusable: [] })
    }
    setCouponOpen(true)
  }
  const onEdit = async (line: CartLine) => {
    try {
      const [rule, people, pkg] = await Promise.all([
        orderRule({ goodsId: line.goodsId, goodsType: line.goodsType, dealType: line.dealType }),
        queryServicePersons(),
        isExamLine(line) ? queryPackage({ goodsId: line.goodsId }).catch(() => null) : Promise.resolve(null),
      ])
      setPersons(people ?? [])
      if (line.dealType === '02' && line.serviceList.length) setEditing({ kind: 'role', line, role: line.serviceList[0] })
      else
        setEditing({
          kind: 'exam',
          line,
          fields: rule?.ruleFieldRelList ?? [],
          pool: (rule?.appointPool ?? []) as unknown as AppointPoolDay[],
          addItems: pkg?.addItems ?? [],
        })
    } catch {
      /* shown */
    }
  }

  const settle = async () => {
    if (!checked.length) return toast(SELECT_GOODS)
    const ids = checked.map((l) => l.cartId)
    try {
      const st = await queryStatus(ids)
      if (!st.ok) {
        const bad = st.list.find((s) => s.lostEfficacy || s.overLimit)
        toast(bad ? bad.lostReason || bad.limitMessage : '商品信息已变化，请重新确认')
        return load()
      }
    } catch {
      return
    }
    for (const l of checked) {
      if (isDeliveryLine(l)) {
        const msg = validateDeliveryLine({ serviceDataList: l.serviceDataList, serviceOptions: l.serviceList })
        if (msg) return toast(msg)
      }
    }
    const chosenGifts: GiftChoice[] = Object.entries(gifts).flatMap(([activityId, list]) =>
      list.filter((g) => g.checked).map((g) => ({ activityId: Number(activityId), goodsId: g.goodsId, skuId: g.skuId })),
    )
    navigate(confirmPathFor(checked), {
      hospitalId,
      cartIds: ids.join(','),
      ...(couponId !== undefined ? { userCouponId: couponId } : {}),
      ...(chosenGifts.length ? { gifts: JSON.stringify(chosenGifts) } : {}),
    })
  }

  const loading = !data && !failed
  const empty = !!data && valid.length === 0 && data.lostEfficacyList.length === 0
  const isAll = allChecked(valid)
  const total = price ?? data

  const footer =
    data && !empty ? (
      <View className="cart-bar">
        <View className="cart-bar__all" onClick={onToggleAll}>
          <Checkbox checked={isAll} />
          <Text className="cart-bar__all-text">全选</Text>
        </View>
        <View className="cart-bar__sum">
          <Text className="cart-bar__total">
            合计：<Text className="cart-bar__money">¥{formatPrice(total?.actualPrice ?? 0)}</Text>
          </Text>
          {total && total.activityTotalDiscountMoney + total.couponDiscountMoney > 0 ? (
            <Text className="cart-bar__saved">已优惠 ¥{formatPrice(total.activityTotalDiscountMoney + total.couponDiscountMoney)}</Text>
          ) : null}
        </View>
        <Button type="primary" className="cart-bar__settle" onClick={settle}>
          结算{checked.length ? `(${checked.reduce((n, l) => n + l.goodsNum, 0)})` : ''}
        </Button>
      </View>
    ) : null

  return (
    <Page className="shop-cart" onRefresh={load} footer={footer}>
      {loading ? (
        <View className="shop-cart__skeleton">
          {[0, 1, 2].map((i) => (
            <View key={i} className="cart-part">
              <Skeleton rows={3} animated />
            </View>
          ))}
        </View>
      ) : null}
      {failed ? <StatusView kind="error" actionText="重新加载" onAction={load} /> : null}
      {empty ? (
        <EmptyNext
          text={EMPTY_CART}
          actions={[
            { text: '去逛逛', onClick: () => relaunch('/home', { hospitalId }), primary: true },
            { text: '领券中心', onClick: () => void navigate('/shareCoupons', { hospitalId }) },
          ]}
        >
          <RecommendGoods />
        </EmptyNext>
      ) : null}
      {data && !empty ? (
        <View className="shop-cart__body">
          {data.cartRespList.map((g) => (
            <CartPartCard
              key={g.groupKey}
              group={g}
              onEdit={onEdit}
              renderLine={(line) => (
                <CartLineItem line={line} onToggle={onToggle} onQuantity={onQuantity} onDelete={(l) => onDelete([l])} />
              )}
            />
          ))}
          {promotions.map((p) => {
            const list = gifts[p.activityId] ?? []
            const n = list.filter((g) => g.checked).length
            return (
              <View key={p.activityId} className="shop-cart__promo" data-promo={p.activityId}>
                <View className="shop-cart__promo-row">
                  <Text className="shop-cart__promo-tag">满减</Text>
                  <Text className="shop-cart__promo-hint">{p.hint || p.activityName}</Text>
                </View>
                {list.length ? (
                  <View className="shop-cart__promo-row shop-cart__gift" onClick={() => setGiftOpen(p)}>
                    <Text className="shop-cart__promo-tag shop-cart__promo-tag--gift">赠品</Text>
                    <Text className="shop-cart__promo-hint">{n ? `已选${n}件赠品` : '可选赠品'}</Text>
                    <Text className="shop-cart__link">选择赠品 ›</Text>
                  </View>
                ) : null}
              </View>
            )
          })}
          {checked.length ? (
            <View className="shop-cart__cell" onClick={openCoupons}>
              <Text className="shop-cart__cell-label">优惠券</Text>
              <Text className="shop-cart__cell-value">
                {price?.couponDiscountMoney
                  ? `-¥${formatPrice(price.couponDiscountMoney)}`
                  : price?.usableCouponNum
                    ? `${price.usableCouponNum}张可用`
                    : '暂无可用'}
              </Text>
              <Text className="shop-cart__link">›</Text>
            </View>
          ) : null}
          {data.lostEfficacyList.length ? (
            <View className="cart-part shop-cart__lost">
              <View className="shop-cart__lost-head">
                <Text className="shop-cart__lost-title">失效商品 {data.lostEfficacyList.length} 件</Text>
                <Text className="shop-cart__link" onClick={() => onDelete(data.lostEfficacyList, '确定清空失效商品吗？')}>
                  清空失效商品
                </Text>
              </View>
              {data.lostEfficacyList.map((line) => (
                <CartLineItem key={line.cartId} line={line} lost onToggle={onToggle} onDelete={(l) => onDelete([l])} />
              ))}
            </View>
          ) : null}
        </View>
      ) : null}
      {giftOpen ? (
        <GiftPicker
          visible
          gifts={gifts[giftOpen.activityId] ?? []}
          max={giftMaxCount(giftOpen.reductionDetailCurrent?.giftNum, gifts[giftOpen.activityId] ?? [])}
          onClose={() => setGiftOpen(null)}
          onConfirm={(list) => {
            setGifts({ ...gifts, [giftOpen.activityId]: list })
            setGiftOpen(null)
          }}
        />
      ) : null}
      <OrderCouponPopup
        visible={couponOpen}
        usable={coupons?.usable ?? []}
        unusable={coupons?.unusable ?? []}
        selectedId={price?.userCouponId ?? null}
        onClose={() => setCouponOpen(false)}
        onConfirm={(id) => {
          setCouponOpen(false)
          const next = id ?? 0
          setCouponId(next)
          reprice(data, next)
        }}
      />
      {editing?.kind === 'exam' ? (
        <ExamUnitsEditor
          visible
          units={editing.line.goodsNum}
          fields={editing.fields}
          pool={editing.pool}
          addItems={editing.addItems}
          persons={persons}
          institution={editing.line.peInfoList[0]?.serviceInstitution}
          initial={editing.line.peInfoList as PeInfoDraft[]}
          onAddPerson={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setEditing(null)}
          onConfirm={(list) => {
            const line = editing.line
            setEditing(null)
            run(() => updateCart({ cartId: line.cartId, peInfoList: list }))
          }}
        />
      ) : null}
      {editing?.kind === 'role' ? (
        <PersonListPopup
          visible
          title={`选择${editing.role.serviceRoleName}`}
          persons={persons}
          selectedId={editing.role.servicePersonList.find((p) => p.active)?.id ?? null}
          onAdd={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setEditing(null)}
          onSelect={(p) => {
            const { line, role } = editing
            setEditing(null)
            run(() => updateCart({ cartId: line.cartId, serviceRoles: { [String(role.id)]: p.id } }))
          }}
        />
      ) : null}
    </Page>
  )
}
