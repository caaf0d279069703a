/**
 * H5: the cart's parts that its first paint does not need come as lazily loaded chunks (issue 35: with them the
 * cart's first JS was 190 KiB gzip, the home's is under 150 KiB).
 * - The editors (gifts, coupons, a check-up line's units, a service role's person) load the first time they open and
 *   stay mounted after that, so their closing animation and state behave as before. The coupon popup's chunk also
 *   starts loading when the browser is idle after the cart's lines are drawn (`preloadParts`), so 优惠券 rarely waits.
 * - RecommendGoods (为你推荐 under an empty cart) loads when the empty cart draws it; it renders nothing until its
 *   goods arrive anyway, so its chunk adds no layout shift of its own.
 */
import { Suspense, lazy, useState, type ComponentProps, type ComponentType } from 'react'
import type * as Parts from './parts'

/**
 * a part from a lazily loaded module: renders at once (without suspending) when the module is in, else suspends
 * until it is; `open(props)` false before the first opening renders nothing and loads nothing
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, open: (p: P) => boolean) {
  let loaded: ComponentType<P> | null = null
  const get = () =>
    load().then((c) => {
      loaded = c
      return c
    })
  const Lazy = lazy(() => get().then((c) => ({ default: c }))) as unknown as ComponentType<P>
  function OnDemand(props: P) {
    const [wanted, setWanted] = useState(false)
    const isOpen = open(props)
    if (!wanted && isOpen) setWanted(true)
    if (!wanted && !isOpen) return null
    const Loaded = loaded
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  OnDemand.preload = () => void get().catch(() => undefined)
  return OnDemand
}

type P<K extends Exclude<keyof typeof Parts, 'preloadParts'>> = ComponentProps<(typeof Parts)[K]>

export const GiftPicker = onDemand<P<'GiftPicker'>>(
  () => import(/* webpackChunkName: "cart-gifts" */ '../confirm/GiftPicker').then((m) => m.default),
  (p) => !!p.visible,
)
export const OrderCouponPopup = onDemand<P<'OrderCouponPopup'>>(
  () => import(/* webpackChunkName: "cart-coupons" */ '../confirm/OrderCouponPopup').then((m) => m.default),
  (p) => !!p.visible,
)
export const ExamUnitsEditor = onDemand<P<'ExamUnitsEditor'>>(
  () => import(/* webpackChunkName: "cart-exam" */ '../confirm/ExamUnitsEditor').then((m) => m.default),
  (p) => !!p.visible,
)
export const PersonListPopup = onDemand<P<'PersonListPopup'>>(
  () => import(/* webpackChunkName: "cart-persons" */ '../confirm/PersonListPopup').then((m) => m.default),
  (p) => !!p.visible,
)
export const RecommendGoods = onDemand<P<'RecommendGoods'>>(
  () => import(/* webpackChunkName: "recommend-goods" */ '@/features/goods').then((m) => m.RecommendGoods),
  () => true,
)

/** starts loading the coupon popup's chunk (the cart calls it when the browser is idle after its lines are drawn) */
export const preloadParts = (): void => OrderCouponPopup.preload()
