import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { useMemo, useState } from 'react'
import type { HealthServiceDetail } from '@contract/health-service'
import type { GoodsDetail } from '@contract/browse'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import TitleBlock from '@/shared/ui/TitleBlock'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { useCartStore } from '@/shared/store/cartBadge'
import { toast } from '@/shared/platform'
import { formatCNY } from '@/domain/money'
import {
  HEALTH_SERVICE_ADD,
  HEALTH_SERVICE_CHOOSE,
  HEALTH_SERVICE_EMPTY,
  HEALTH_SERVICE_FROM,
  HEALTH_SERVICE_NO_OPTIONS,
  HEALTH_SERVICE_OPTIONS_TITLE,
  LANDING_BACK_HOME,
  LANDING_NOTICES_TITLE,
} from '@/domain/messages'
import { ADDED_TO_CART, SkuPopup, getGoods, type SkuChoice } from '@/features/goods'
import { addCart, refreshCartBadge } from '@/features/cart'
import { EmergencyEntry } from '@/features/content'
import { getHealthService, getHealthServices } from './api'
import './selectService.scss'

const Loading = () => (
  <View className="ss">
    <View className="ss-card">
      <Skeleton rows={8} animated />
    </View>
  </View>
)

/** /selectService: the hospital's health services; a tap opens /hospital/selectService?id= */
function ServiceList() {
  const q = useQuery(['healthServices'], getHealthServices)
  const list = q.data?.list
  return (
    <Page title="选择服务" onRefresh={q.reload}>
      {q.error && !q.data ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <StatusView kind="empty" text={HEALTH_SERVICE_EMPTY} actionText={LANDING_BACK_HOME} onAction={() => navigate('/home')} />
      ) : (
        <View className="ss">
          {list.map((s) => (
            <View
              key={s.healthServicesId}
              className="ss-card ss-service"
              onClick={() => navigate('/hospital/selectService', { id: s.healthServicesId })}
            >
              {s.iconUrl ? <Image className="ss-service__icon" src={assetUrl(s.iconUrl)} mode="aspectFit" /> : null}
              <View className="ss-service__body">
                <Text className="ss-service__title">{s.title}</Text>
                <Text className="ss-service__sub">{s.subtitle}</Text>
                <Text className="ss-service__meta">
                  {s.fromPrice === null ? (
                    HEALTH_SERVICE_NO_OPTIONS
                  ) : (
                    <>
                      共{s.optionCount}项 · <Text className="ss-price">{formatCNY(s.fromPrice)}</Text>
                      {HEALTH_SERVICE_FROM}
                    </>
                  )}
                </Text>
              </View>
              <Text className="ss-service__arrow">›</Text>
            </View>
          ))}
          <EmergencyEntry />
        </View>
      )}
    </Page>
  )
}

/** /hospital/selectService?id=: one service; the patient chooses an option and puts it into the normal cart */
function ServiceDetail({ id }: { id: string }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const q = useQuery(['healthService', id], () => getHealthService(id))
  const d: HealthServiceDetail | undefined = q.data
  const [chosen, setChosen] = useState<number | null>(null)
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [popup, setPopup] = useState(false)
  const chosenId = chosen ?? (d?.options.length === 1 ? d.options[0].goodsId : null)

  const openSku = async () => {
    if (chosenId === null) {
      toast(HEALTH_SERVICE_CHOOSE)
      return
    }
    try {
      const g = await getGoods({ goodsId: chosenId }, { loading: true })
      setGoods(g)
      setPopup(true)
    } catch {
      /* request() showed the server's message */
    }
  }

  const onConfirm = async (c: SkuChoice) => {
    if (!goods) return
    try {
      const r = await addCart({
        goodsId: goods.goodsId,
        goodsDistributeId: goods.goodsDistributeId,
        skuId: Number(c.sku.skuId ?? c.sku.id),
        goodsNum: c.quantity,
      })
      if (r && typeof r.total === 'number') useCartStore.getState().setTotal(r.total)
      else refreshCartBadge()
      setPopup(false)
      toast(ADDED_TO_CART, 'success')
      navigate('/hospital/shoppingCart', { hospitalId })
    } catch {
      /* request() showed the server's message; 401 went to login */
    }
  }

  return (
    <Page
      title={d?.title ?? '选择服务'}
      onRefresh={q.reload}
      footer={
        d && d.options.length ? (
          <View className="ss-footer">
            <Button type="primary" block disabled={chosenId === null} onClick={openSku}>
              {HEALTH_SERVICE_ADD}
            </Button>
          </View>
        ) : null
      }
    >
      {q.error && !q.data ? (
        <StatusView kind="empty" text={q.error} actionText="查看全部服务" onAction={() => navigate('/selectService')} />
      ) : !d ? (
        <Loading />
      ) : (
        <View className="ss">
          <TitleBlock className="ss-card" title={d.title} subtitle={d.subtitle} intro={d.intro} />
          <View className="ss-card">
            <Text className="ss-card__title">{HEALTH_SERVICE_OPTIONS_TITLE}</Text>
            {d.options.length === 0 ? <Text className="ss-empty">{HEALTH_SERVICE_NO_OPTIONS}</Text> : null}
            {d.options.map((o) => (
              <View
                key={o.goodsId}
                className={`ss-option${o.goodsId === chosenId ? ' ss-option--on' : ''}`}
                onClick={() => setChosen(o.goodsId)}
              >
                {o.goodsUrl ? <Image className="ss-option__pic" src={assetUrl(o.goodsUrl)} mode="aspectFill" /> : null}
                <View className="ss-option__body">
                  <Text className="ss-option__name">{o.goodsName}</Text>
                  {o.sellPoint ? <Text className="ss-option__sell">{o.sellPoint}</Text> : null}
                  <Text className="ss-price">{formatCNY(o.price)}</Text>
                </View>
                <View className={`ss-radio${o.goodsId === chosenId ? ' ss-radio--on' : ''}`} />
              </View>
            ))}
          </View>
          {d.notices.length ? (
            <View className="ss-card">
              <Text className="ss-card__title">{LANDING_NOTICES_TITLE}</Text>
              {d.notices.map((n) => (
                <Text key={n} className="ss-notice">
                  {n}
                </Text>
              ))}
            </View>
          ) : null}
          <EmergencyEntry />
        </View>
      )}
      {goods ? <SkuPopup visible={popup} goods={goods} action="cart" onClose={() => setPopup(false)} onConfirm={onConfirm} /> : null}
    </Page>
  )
}

/**
 * ONE page for /selectService and /hospital/selectService (issue 12; SPEC §2, query id = healthServicesId):
 * without an id the hospital's services, with one the service and its options (the server checks the id).
 */
export default function SelectServiceScreen() {
  const id = useMemo(() => currentRoute().query.id ?? '', [])
  return id ? <ServiceDetail id={id} /> : <ServiceList />
}
