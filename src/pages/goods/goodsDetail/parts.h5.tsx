/**
 * H5: the product page's parts that its first paint does not need come as lazily loaded chunks, so they are not in
 * the JS the page needs before it first renders (issue 16: the group-buy part and the SKU popup pulled NutUI's
 * Popup, InputNumber, the address chooser and the pay feature into the page's first load).
 * - OpenTeams (正在拼团) loads as soon as the page shows a running group buy; it renders nothing until its teams
 *   arrive anyway, so the lazy chunk adds no layout shift of its own.
 * - A popup's chunk loads the first time it is opened (or its sheet gets a target) and stays mounted after that,
 *   so its closing animation and state behave as before.
 */
import { Suspense, lazy, useState, type ComponentProps, type ComponentType } from 'react'
import type * as Parts from './parts'

type Groupbuy = typeof import('@/features/groupbuy')
type Popups = typeof import('./popups')
let groupbuyMod: Groupbuy | null = null
let popupsMod: Popups | null = null
const groupbuy = () =>
  import(/* webpackChunkName: "pd-groupbuy" */ '@/features/groupbuy').then((m) => {
    groupbuyMod = m
    return m
  })
const popups = () =>
  import(/* webpackChunkName: "pd-popups" */ './popups').then((m) => {
    popupsMod = m
    return m
  })

/**
 * a part from a lazily loaded module: renders at once (without suspending) when the module is in, else suspends
 * until it is; `open(props)` false before the first opening renders nothing and loads nothing
 */
function onDemand<P extends object>(get: () => ComponentType<P> | null, load: () => Promise<ComponentType<P>>, open: (p: P) => boolean) {
  const Lazy = lazy(() => load().then((c) => ({ default: c }))) as unknown as ComponentType<P>
  return function OnDemand(props: P) {
    const [wanted, setWanted] = useState(false)
    const isOpen = open(props)
    if (!wanted && isOpen) setWanted(true)
    if (!wanted && !isOpen) return null
    const Loaded = get()
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

type P<K extends Exclude<keyof typeof Parts, 'preloadParts'>> = ComponentProps<(typeof Parts)[K]>

/** 正在拼团: loads as soon as the page shows a running group buy */
export const OpenTeams = onDemand<P<'OpenTeams'>>(
  () => groupbuyMod?.OpenTeams ?? null,
  () => groupbuy().then((m) => m.OpenTeams),
  () => true,
)
export const TeamBuySheet = onDemand<P<'TeamBuySheet'>>(
  () => groupbuyMod?.TeamBuySheet ?? null,
  () => groupbuy().then((m) => m.TeamBuySheet),
  (p) => !!p.target,
)
export const SkuPopup = onDemand<P<'SkuPopup'>>(
  () => popupsMod?.SkuPopup ?? null,
  () => popups().then((m) => m.SkuPopup),
  (p) => !!p.visible,
)
export const BuySelectPopup = onDemand<P<'BuySelectPopup'>>(
  () => popupsMod?.BuySelectPopup ?? null,
  () => popups().then((m) => m.BuySelectPopup),
  (p) => !!p.visible,
)
export const CouponPopup = onDemand<P<'CouponPopup'>>(
  () => popupsMod?.CouponPopup ?? null,
  () => popups().then((m) => m.CouponPopup),
  (p) => !!p.visible,
)
export const RulesPopup = onDemand<P<'RulesPopup'>>(
  () => popupsMod?.RulesPopup ?? null,
  () => popups().then((m) => m.RulesPopup),
  (p) => !!p.visible,
)

/** starts loading the popups' chunk (the page calls it when the browser is idle after the first paint) */
export const preloadParts = (): void => {
  popups().catch(() => undefined)
}
