import { useEffect, useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { useShareAppMessage } from '@tarojs/taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { assetUrl } from '@/shared/request/assetUrl'
import { formatPrice, priceDisplay } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { pageFile, pageOfRoute } from '@/shared/routes/build'
import { resolveRoute } from '@/shared/routes/resolve'
import { useAppStore } from '@/shared/store'
import { getGoods, SHARE_COPIED, SHARE_READY } from '@/features/goods'
import type { GoodsDetail } from '@contract/browse'
import { currentShare, target, toast } from '@/shared/platform'
import { getShareQrPic, shareNow, SharePoster } from '@/features/share'
import type { SharePosterRes } from '@contract/share'
import { SHARE_POSTER_BUTTON } from '@/domain/messages/contract'
import { trackShare } from '@/shared/tracking'
import './index.scss'

/** SPEC §2 /shareProduction: a share card of the goods and a share action (platform enableShare). */
export default function ShareGoodsPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const hospitalName = useAppStore((s) => s.hospitalInfo?.hospitalName)
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [poster, setPoster] = useState<SharePosterRes | null>(null)

  const load = () =>
    getGoods(
      { goodsId: Number(query.goodsId) || undefined, goodsDistributeId: Number(query.goodsDistributeId) || undefined },
      { silent: true },
    ).then(
      (g) => setGoods(g),
      (e) => setError((e as Error).message),
    )
  useEffect(() => {
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; pull-to-refresh reloads
  }, [])

  const info = goods
    ? {
        title: goods.goodsName,
        desc: goods.sellPoint || hospitalName || '',
        path: `/productionDetail?goodsId=${goods.goodsId}&goodsDistributeId=${goods.goodsDistributeId}&hospitalId=${hospitalId}`,
        imageUrl: goods.goodsUrl ? assetUrl(goods.goodsUrl) : undefined,
      }
    : null

  // mini-programs share from the menu / share button with the info set below
  useShareAppMessage(() => {
    if (goods) trackShare('/productionDetail', target === 'alipay' ? 'alipay' : 'wechat', { type: 'goods', id: goods.goodsId })
    const s = currentShare() || info
    return s
      ? {
          title: s.title,
          path: `/${pageFile(pageOfRoute(resolveRoute('/productionDetail')))}?goodsId=${goods?.goodsId}&goodsDistributeId=${goods?.goodsDistributeId}&hospitalId=${hospitalId}`,
          imageUrl: s.imageUrl,
        }
      : {}
  })

  const share = async () => {
    if (!info) return
    try {
      const mode = await shareNow(info)
      if (mode === 'cancelled') return
      // recorded for the hospital (zeus/buryPoint/share, after the privacy policy was accepted)
      trackShare('/productionDetail', mode === 'copied' ? 'copyLink' : mode === 'shared' ? 'webShare' : 'wechat', {
        type: 'goods',
        id: goods?.goodsId,
      })
      if (mode !== 'shared') toast(mode === 'copied' ? SHARE_COPIED : SHARE_READY)
    } catch (e) {
      toast((e as Error).message || '分享失败')
    }
  }

  const openPoster = async () => {
    if (!goods) return
    try {
      setPoster(await getShareQrPic({ type: 'goods', id: goods.goodsId }))
      trackShare('/productionDetail', 'poster', { type: 'goods', id: goods.goodsId })
    } catch {
      /* request() showed the server's message */
    }
  }

  if (error)
    return (
      <Page>
        <StatusView kind="error" text={error} />
      </Page>
    )
  const shown = goods
    ? priceDisplay({
        price: goods.price,
        priceShowMode: goods.priceShowMode,
        goodsPriceFlag: goods.dealTypeDto?.goodsPriceFlag,
        customCopy: goods.dealTypeDto?.customCopy,
      })
    : null
  return (
    <Page>
      <View className="share-card">
        {goods ? (
          <>
            <Image className="share-card__img" src={assetUrl(goods.goodsUrl)} mode="aspectFill" />
            <View className="share-card__body">
              <Text className="share-card__name">{goods.goodsName}</Text>
              {goods.sellPoint ? <Text className="share-card__sell">{goods.sellPoint}</Text> : null}
              <View className="share-card__row">
                {shown?.kind === 'price' ? (
                  <Text className="share-card__price">¥{shown.text}</Text>
                ) : shown?.kind === 'copy' ? (
                  <Text className="share-card__copy">{shown.text}</Text>
                ) : (
                  <Text />
                )}
                {shown?.kind === 'price' && Number(goods.linedPrice) > 0 ? (
                  <Text className="share-card__line">¥{formatPrice(goods.linedPrice)}</Text>
                ) : null}
              </View>
              {hospitalName ? <Text className="share-card__from">来自 {hospitalName}</Text> : null}
            </View>
          </>
        ) : (
          <View className="share-card__loading">
            <Skeleton rows={4} animated />
          </View>
        )}
      </View>
      <View className="share-actions">
        <Button type="primary" block className="share-actions__share" disabled={!goods} openType="share" onClick={share}>
          分享给好友
        </Button>
        <Button
          block
          fill="outline"
          className="share-actions__view"
          disabled={!goods}
          onClick={() =>
            goods && navigate('/productionDetail', { hospitalId, goodsId: goods.goodsId, goodsDistributeId: goods.goodsDistributeId })
          }
        >
          查看商品
        </Button>
        <Button block fill="outline" className="share-actions__poster" disabled={!goods} onClick={() => void openPoster()}>
          {SHARE_POSTER_BUTTON}
        </Button>
      </View>
      <SharePoster poster={poster} onClose={() => setPoster(null)} />
    </Page>
  )
}
