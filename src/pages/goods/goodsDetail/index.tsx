import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import RichText from '@/shared/ui/RichText'
import { Tag, Button, Badge, Skeleton } from '@nutui/nutui-react-taro'
import Carousel from '@/shared/ui/Carousel'
import { Cart, Home, Service, Share } from '@nutui/icons-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { assetUrl } from '@/shared/request/assetUrl'
import { ActivityBanner, tierLines } from '@/features/activity'
import { claimCoupon, loginToClaim, takePendingClaim } from '@/features/coupon'
import { type SkuAction, type SkuChoice, getGoods, specRowText, ADDED_TO_CART } from '@/features/goods'
import {
  activityStatus,
  cartBadge,
  couponConditionText,
  couponValueText,
  formatPrice,
  giftOfferText,
  linePriceValue,
  offeredGifts,
  priceDisplay,
  showStartGroupButton,
  tagsWithGiftState,
  timesWhole,
  START_GROUP,
  COUPON_POPUP_TITLE,
} from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate, redirect } from '@/shared/routes/navigate'
import { preloadRoute } from '@/shared/routes/preload'
import { useAppStore, useUserStore } from '@/shared/store'
import { useCartStore } from '@/shared/store/cartBadge'
import type { GoodsDetail } from '@contract/browse'
import type { CouponRule } from '@contract/browse'
import { addCart, refreshCartBadge } from '@/features/cart'
import type { TeamBuyTarget } from '@/features/groupbuy'
// the group-buy part and the popups: lazily loaded on H5 (not needed for the first paint)
import { OpenTeams, TeamBuySheet, SkuPopup, BuySelectPopup, CouponPopup, RulesPopup, preloadParts } from './parts'
import { ApiError } from '@/shared/request/request'
import { toast, whenIdle } from '@/shared/platform'
import './index.scss'

type PopupName = 'coupon' | 'rules' | 'sku' | 'buy' | null

/** SPEC §2 product detail (/productionDetail?goodsId=&goodsDistributeId=; open without login). */
export default function GoodsDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const goodsId = Number(query.goodsId) || undefined
  const goodsDistributeId = Number(query.goodsDistributeId) || undefined
  const hospitalId = useAppStore((s) => s.hospitalId)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const cartTotal = useCartStore((s) => s.total)
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [coupons, setCoupons] = useState<CouponRule[]>([])
  const [error, setError] = useState<string | null>(null)
  const [popup, setPopup] = useState<PopupName>(null)
  const [skuAction, setSkuAction] = useState<SkuAction>('other')
  const [choice, setChoice] = useState<Partial<SkuChoice>>({})
  const [pending, setPending] = useState<{ action: SkuAction; choice: SkuChoice } | null>(null)
  const [rulesOf, setRulesOf] = useState<{ lines: string[]; content?: string | null }>({ lines: [] })
  // group buy: the team chosen in 正在拼团 (absent: 发起拼团 opens a new team), then the purchase sheet
  const [joinTeamId, setJoinTeamId] = useState<number | undefined>(undefined)
  const [teamBuy, setTeamBuy] = useState<TeamBuyTarget | null>(null)

  const load = useCallback(async () => {
    if (!goodsId && !goodsDistributeId) {
      redirect('/goodsIsEmpty', { hospitalId })
      return null
    }
    try {
      const g = await getGoods({ goodsId, goodsDistributeId }, { silent: true })
      if (!g) {
        redirect('/goodsIsEmpty', { hospitalId })
        return null
      }
      // the page renders as a transition: React draws it in 5 ms slices, not one long task (issue 16, TBT)
      startTransition(() => {
        setGoods(g)
        setCoupons(g.coupons || [])
        setError(null)
      })
      return g
    } catch (e) {
      // the server refuses a goods that is off the shelf or gone: the goods-is-empty page
      if (e instanceof ApiError && e.kind === 'business') redirect('/goodsIsEmpty', { hospitalId, goodsId: goodsId ?? '' })
      else if (!(e instanceof ApiError && e.kind === 'unauthorized')) setError((e as Error).message)
      return null
    }
  }, [goodsId, goodsDistributeId, hospitalId])

  useEffect(() => {
    load().then(async (g) => {
      if (!g) return
      whenIdle(preloadParts)
      preloadRoute('/shopCart')
      if (useUserStore.getState().isLoggedIn()) {
        refreshCartBadge()
        // back from /login with a claim to finish
        const ruleId = takePendingClaim(g.goodsId)
        if (ruleId) {
          const state = await claimCoupon(ruleId)
          if (state !== undefined) setCoupons((list) => list.map((c) => (c.couponRuleId === ruleId ? { ...c, userCouponFail: state } : c)))
          setPopup('coupon')
        }
      }
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the share/enter handling of this page open
  }, [])

  const onClaim = async (c: { couponRuleId?: number | string | null }) => {
    const ruleId = Number(c.couponRuleId)
    if (!goods) return
    if (!useUserStore.getState().isLoggedIn()) return loginToClaim(goods.goodsId, ruleId)
    const state = await claimCoupon(ruleId)
    if (state !== undefined) setCoupons((list) => list.map((x) => (x.couponRuleId === ruleId ? { ...x, userCouponFail: state } : x)))
  }

  const goLogin = () => {
    useUserStore.getState().setLoginRedirectUrl(currentRoute().url)
    navigate('/login', { hospitalId })
  }

  if (error && !goods) {
    return (
      <Page onRefresh={load}>
        <StatusView kind="error" text={error} actionText="重新加载" onAction={load} />
      </Page>
    )
  }
  if (!goods) {
    return (
      <Page onRefresh={load}>
        <View className="pd-skeleton">
          <View className="pd-skeleton__img" />
          <Skeleton rows={4} animated />
        </View>
      </Page>
    )
  }

  const act = goods.activityInfo
  const actStatus = act ? activityStatus(act) : null
  const running = act && actStatus === 2 ? act : null
  const groupBuy = !!act && showStartGroupButton({ type: act.type, status: actStatus })
  const pics = goods.goodsPics && goods.goodsPics.length ? goods.goodsPics : goods.goodsUrl ? [goods.goodsUrl] : []
  const shown = priceDisplay({
    price: goods.price,
    priceShowMode: goods.priceShowMode,
    goodsPriceFlag: goods.dealTypeDto?.goodsPriceFlag,
    customCopy: goods.dealTypeDto?.customCopy,
  })
  const range = Number(goods.maxPrice) > Number(goods.minPrice) ? `${formatPrice(goods.minPrice)}-${formatPrice(goods.maxPrice)}` : null
  const promotion = (goods.promotions || [])[0] || null
  // one gift state (issue 35): the gifts still offered, each with the tier it needs; 送赠品 only while one is
  const allGifts = (goods.promotions || []).flatMap((p) =>
    (p.fullReductionDetailList || []).flatMap((t) => (t.giftGoodsResps || []).map((g) => ({ ...g, tierAmount: t.totalAmount }))),
  )
  const gifts = offeredGifts(allGifts)
  const tags = tagsWithGiftState(goods.tags || [], allGifts)
  // a running activity's banner carries the price (its price and the original): the card does not repeat one
  const priceInBanner = !!running && shown.kind === 'price'
  // the card's own price row only when it has a price or a copy to show; else 分享 sits beside the name (issue 35: a
  // row with nothing but 分享 was an empty strip under the banner)
  const priceOnCard = !priceInBanner && (shown.kind === 'price' || (shown.kind === 'copy' && !!shown.text))
  const skuGoods = { ...goods, activity: running }

  const openSku = (action: SkuAction) => {
    if (action === 'cart' && !loggedIn) return goLogin()
    setSkuAction(action)
    setPopup('sku')
  }

  // a group buy is one unit at the team price: a goods without specs goes straight to the purchase sheet (the
  // server takes its only sku); with specs the SKU popup chooses first (run() below opens the sheet)
  const startTeamBuy = (teamId: number | undefined) => {
    setJoinTeamId(teamId)
    if (!running) return
    if ((goods.specList || []).some((x) => x.kind !== 'message')) return openSku('pay')
    if (!useUserStore.getState().isLoggedIn()) return goLogin()
    setTeamBuy({
      activityId: running.activityId,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      teamPrice: running.activityPrice ?? goods.price,
      needsAddress: Number(goods.goodsType) === 1,
      teamId,
    })
  }

  const inActivity = (c: SkuChoice) => !!running && (running.skuId === null || Number(running.skuId) === Number(c.sku.skuId ?? c.sku.id))

  const run = async (action: SkuAction, c: SkuChoice, chosen: Record<string, string> = {}) => {
    const skuId = Number(c.sku.skuId ?? c.sku.id)
    const serviceData = Object.entries(chosen).map(([key, value]) => ({ key, value }))
    if (action === 'cart') {
      try {
        const r = await addCart({
          goodsId: goods.goodsId,
          goodsDistributeId: goods.goodsDistributeId,
          skuId,
          goodsNum: c.quantity,
          ...(inActivity(c) ? { activityId: running!.activityId } : {}),
          ...(serviceData.length ? { serviceData } : {}),
        })
        if (r && typeof r.total === 'number') useCartStore.getState().setTotal(r.total)
        else refreshCartBadge()
        toast(ADDED_TO_CART, 'success')
        setPopup(null)
      } catch {
        /* request() showed the server's message; 401 went to login */
      }
      return
    }
    setPopup(null)
    if (groupBuy && running && inActivity(c)) {
      // a group buy is paid at the team price on its own sheet (one unit; the server takes the place)
      if (!useUserStore.getState().isLoggedIn()) return goLogin()
      setTeamBuy({
        activityId: running.activityId,
        goodsId: goods.goodsId,
        skuId,
        goodsName: goods.goodsName,
        teamPrice: c.sku.activityPrice ?? running.activityPrice ?? goods.price,
        needsAddress: Number(goods.goodsType) === 1,
        teamId: joinTeamId,
      })
      return
    }
    // the order page opens with the buy journey (closed until then): go anyway, it shows its closeText
    navigate('/webOrderDetail', {
      hospitalId,
      goodsId: goods.goodsId,
      goodsDistributeId: goods.goodsDistributeId,
      skuId,
      goodsNum: c.quantity,
      ...(inActivity(c) ? { activityId: running!.activityId } : {}),
      ...(serviceData.length ? { serviceData: JSON.stringify(serviceData) } : {}),
    })
  }

  const onSkuConfirm = (c: SkuChoice) => {
    setChoice(c)
    if (skuAction === 'other') return setPopup(null)
    if ((goods.serviceList || []).length > 0) {
      setPending({ action: skuAction, choice: c })
      return setPopup('buy')
    }
    run(skuAction, c)
  }

  const specText = specRowText(goods.specList || [], choice.selected || {}, choice.quantity)
  const skuRunning =
    running && choice.sku && (running.skuId === null || Number(running.skuId) === Number(choice.sku.skuId ?? choice.sku.id))
      ? running
      : null
  const unit = choice.sku
    ? linePriceValue({
        price: choice.sku.price,
        activity: skuRunning,
        activityPrice: choice.sku.activityPrice ?? skuRunning?.activityPrice,
        activityDiscountPrice: choice.sku.activityDiscountPrice ?? skuRunning?.activityDiscountPrice,
      })
    : null

  const share = (
    <View
      className="pd__share"
      onClick={() => navigate('/shareProduction', { hospitalId, goodsId: goods.goodsId, goodsDistributeId: goods.goodsDistributeId })}
    >
      <Share size={16} />
      <Text className="pd__share-text">分享</Text>
    </View>
  )

  const footer = (
    <View className="pd-bar">
      <View className="pd-bar__icon pd-bar__icon--home" onClick={() => navigate('/home', { hospitalId }, { relaunch: true })}>
        <Home className="pd-bar__glyph" size={22} />
        <Text className="pd-bar__icon-text">首页</Text>
      </View>
      <View className="pd-bar__icon pd-bar__icon--service" onClick={() => navigate('/chatRoom', { service: 1, hospitalId })}>
        <Service className="pd-bar__glyph" size={22} />
        <Text className="pd-bar__icon-text">客服</Text>
      </View>
      <View className="pd-bar__icon pd-bar__icon--cart" onClick={() => navigate('/shopCart', { hospitalId })}>
        <Badge value={cartBadge(cartTotal) ?? undefined}>
          <Cart className="pd-bar__glyph" size={22} />
        </Badge>
        <Text className="pd-bar__icon-text">购物车</Text>
      </View>
      <View className="pd-bar__btns">
        <Button className="pd-bar__btn pd-bar__btn--cart" onClick={() => openSku('cart')}>
          加入购物车
        </Button>
        <Button
          type="primary"
          className="pd-bar__btn pd-bar__btn--buy"
          onClick={() => (groupBuy && running ? startTeamBuy(undefined) : openSku('pay'))}
        >
          {groupBuy ? START_GROUP : '立即购买'}
        </Button>
      </View>
    </View>
  )

  return (
    <Page onRefresh={load} footer={footer} className="pd-page">
      <View className="pd">
        {pics.length ? (
          <Carousel className="pd__swiper" height="375px" indicator={pics.length > 1} loop={pics.length > 1}>
            {pics.map((src, i) => (
              <Image key={`${src}-${i}`} className="pd__pic" src={assetUrl(src)} mode="aspectFill" />
            ))}
          </Carousel>
        ) : (
          <View className="pd__pic pd__pic--none" />
        )}

        {act && actStatus !== 3 ? <ActivityBanner activity={act} price={goods.price} hidePrice={shown.kind !== 'price'} /> : null}
        {groupBuy && running ? (
          <OpenTeams activityId={running.activityId} goodsId={goods.goodsId} onJoin={(t) => startTeamBuy(t.teamId)} />
        ) : null}

        <View className="pd__card pd__main">
          {priceOnCard ? (
            <View className="pd__price-row">
              {shown.kind === 'price' ? (
                <Text className="pd__price">
                  <Text className="pd__yen">¥</Text>
                  {range || shown.text}
                </Text>
              ) : shown.kind === 'copy' ? (
                <Text className="pd__copy">{shown.text}</Text>
              ) : null}
              {shown.kind === 'price' && Number(goods.linedPrice) > 0 ? (
                <Text className="pd__line">¥{formatPrice(goods.linedPrice)}</Text>
              ) : null}
              {share}
            </View>
          ) : null}
          {priceOnCard ? (
            <Text className="pd__name">{goods.goodsName}</Text>
          ) : (
            <View className="pd__name-row">
              <Text className="pd__name">{goods.goodsName}</Text>
              {share}
            </View>
          )}
          {goods.sellPoint ? <Text className="pd__sell">{goods.sellPoint}</Text> : null}
          {(goods.labelList || []).length || tags.length ? (
            <View className="pd__tags">
              {tags.map((t) => (
                <Tag key={t} type="danger" className="pd__tag">
                  {t}
                </Tag>
              ))}
              {(goods.labelList || []).map((l) => (
                <Text key={l} className="pd__label">
                  {l}
                </Text>
              ))}
            </View>
          ) : null}
        </View>

        {coupons.length || promotion || specText ? (
          <View className="pd__card pd__cells">
            {coupons.length ? (
              <View className="pd__row pd__cell--coupon" onClick={() => setPopup('coupon')}>
                <Text className="pd__row-label">{COUPON_POPUP_TITLE}</Text>
                <View className="pd__row-body pd__coupon-chips">
                  {coupons.slice(0, 2).map((c) => (
                    <Text key={c.couponRuleId} className="pd__coupon-chip">
                      {couponValueText(c)} {couponConditionText(c)}
                    </Text>
                  ))}
                </View>
                <Text className="pd__row-more">领券 ›</Text>
              </View>
            ) : null}
            {promotion ? (
              <View
                className="pd__row pd__cell--promo"
                onClick={() => {
                  setRulesOf({ lines: tierLines(promotion), content: promotion.activityDescribe })
                  setPopup('rules')
                }}
              >
                <Text className="pd__row-label">活动</Text>
                <Text className="pd__row-body pd__promo">{tierLines(promotion).join('；')}</Text>
                <Text className="pd__row-more">规则 ›</Text>
              </View>
            ) : null}
            {specText ? (
              <View className="pd__row pd__cell--spec" onClick={() => openSku('other')}>
                <Text className="pd__row-label">规格</Text>
                <Text className="pd__row-body pd__promo">{specText}</Text>
                <Text className="pd__row-more">›</Text>
              </View>
            ) : null}
          </View>
        ) : null}

        {gifts.length ? (
          <View className="pd__card pd__gifts">
            <Text className="pd__section-title">赠品</Text>
            {gifts.map((g, i) => (
              <View key={`${g.skuId}-${i}`} className="pd__gift">
                <Image className="pd__gift-img" src={assetUrl(g.goodsUrl || '')} mode="aspectFill" />
                <View className="pd__gift-info">
                  <Text className="pd__gift-name">{g.goodsName}</Text>
                  <Text className="pd__gift-sku">{g.skuName}</Text>
                </View>
                <Text className="pd__gift-state">{giftOfferText(g.tierAmount, g.numberOfDiscounts)}</Text>
              </View>
            ))}
          </View>
        ) : null}

        {goods.serviceInstitution ? (
          <View className="pd__card">
            <Text className="pd__section-title">服务机构</Text>
            <Text className="pd__text">{goods.serviceInstitution.name}</Text>
            <Text className="pd__muted">{goods.serviceInstitution.address}</Text>
          </View>
        ) : null}

        <View className="pd__card pd__detail">
          <Text className="pd__section-title">商品详情</Text>
          {goods.detailHtml ? <RichText className="pd__html" nodes={goods.detailHtml} /> : <Text className="pd__muted">暂无详情</Text>}
          {goods.notice ? <Text className="pd__muted pd__notice">{goods.notice}</Text> : null}
        </View>
      </View>

      <CouponPopup visible={popup === 'coupon'} coupons={coupons} onClose={() => setPopup(null)} onClaim={onClaim} />
      <RulesPopup visible={popup === 'rules'} lines={rulesOf.lines} content={rulesOf.content} onClose={() => setPopup(null)} />
      <SkuPopup
        visible={popup === 'sku'}
        goods={skuGoods}
        action={skuAction}
        initial={choice}
        onChange={(c) => setChoice(c)}
        onClose={() => setPopup(null)}
        onConfirm={onSkuConfirm}
      />
      <BuySelectPopup
        visible={popup === 'buy'}
        priceText={unit !== null ? `¥${formatPrice(timesWhole(unit, choice.quantity || 1))}` : undefined}
        options={goods.serviceList || []}
        onCancel={() => setPopup(null)}
        onConfirm={(chosen) => pending && run(pending.action, pending.choice, chosen)}
      />
      <TeamBuySheet target={teamBuy} onClose={() => setTeamBuy(null)} />
    </Page>
  )
}
