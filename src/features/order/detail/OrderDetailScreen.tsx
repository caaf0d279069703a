import { useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { OrderAppoint } from '@contract/order'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import {
  appointFlagLabel,
  canReschedule,
  formatPrice,
  maskIdNumber,
  maskPhone,
  orderAmountLabel,
  orderCapabilitiesOf,
  orderDetailRoute,
  orderStatusLabel,
  ORDER_STATUS,
  payChannelName,
} from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { back } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { cancelAppoint, getQrPic, orderDetail, queryOrderAppoint, updateAppointDate } from '../api'
import { orderActionLabel, orderActions, primaryOrderAction } from '../actions/actions'
import { useOrderActions } from '../actions/useOrderActions'
import AppointPicker from '../appointment/AppointPicker'
import '../order-pages.scss'
import '../list/order-card.scss'

const PAY_LABELS: Record<string, string> = {
  CMB_ALI_PAY: '招行支付宝',
  CMB_WX_PAY: '招行微信',
  WX_H5_PAY: '微信支付',
  WX_JSAPI_PAY: '微信支付',
  ALI_H5_PAY: '支付宝',
  ALI_JSAPI_PAY: '支付宝',
}

const Row = ({ label, value, total }: { label: string; value: string; total?: boolean }) => (
  <View className={`ox-row ${total ? 'ox-row--total' : ''}`}>
    <Text>{label}</Text>
    <Text className="ox-row__value">{value}</Text>
  </View>
)

/** 应付金额 / 实付金额 / 订单金额 (domain orderAmountLabel: a cancelled order shows no 实付) */
const amountRowLabel = (status: number) => {
  const label = orderAmountLabel(status)
  return label.endsWith('金额') ? label : `${label}金额`
}

/**
 * /orderDetail: order detail (our own page, opened from the order lists with ?id=): status, verification QR when
 * the status has one (orderCapabilities qr: getQrPic), lines, address, amounts, pay info, and for package orders (orderClassify
 * 1 per src/domain orderDetailRoute) the appointments with reschedule / cancel under SPEC §9.
 */
export default function OrderDetailScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const [moving, setMoving] = useState<OrderAppoint | null>(null)

  const detail = useQuery(['orderDetail', query.id], () => orderDetail(query.id, { silent: true }))
  const order = detail.data
  const error = detail.error
  const can = orderCapabilitiesOf(order ?? { status: undefined })
  const showQr = !!order && can.qr && order.hasQr !== false
  const qrQuery = useQuery(['orderQr', order?.id, order?.status], () => getQrPic(order!.id, { silent: true }), { enabled: showQr })
  const qr = showQr && !qrQuery.error ? (qrQuery.data ?? null) : null
  const wantsAppoints = !!order && (orderDetailRoute(order).path === '/serPackageOrderDetail' || !!order.hasAppoint)
  const appointQuery = useQuery(['orderAppoints', order?.id], () => queryOrderAppoint(order!.id), { enabled: wantsAppoints })
  const appoints = wantsAppoints && !appointQuery.error ? (appointQuery.data ?? []) : []
  const load = () => Promise.all([detail.reload(), qrQuery.reload(), appointQuery.reload()]).then(() => undefined)
  const { run, popups } = useOrderActions(hospitalId, () => void load())

  if (error)
    return (
      <Page>
        <StatusView kind="error" text={error} />
      </Page>
    )
  if (!order)
    return (
      <Page>
        <View className="ox-page">
          <View className="ox-section">
            <Skeleton rows={6} animated />
          </View>
        </View>
      </Page>
    )

  const actions = orderActions(order).filter((a) => a !== 'qr' || !qr)
  const primary = primaryOrderAction(actions)
  const lines = [...(order.goodsList || []), ...(order.gifts || [])]
  const a = order.address
  const channel = order.payChannel ? payChannelName(order.payChannel) : null
  const footer = actions.length ? (
    <View className="ox-footer">
      {actions.map((k) => (
        <Button
          key={k}
          size="small"
          className={`od__btn od__btn--${k}`}
          type={k === primary ? 'primary' : 'default'}
          onClick={async () => {
            await run(k, order)
            if (k === 'delete') back()
          }}
        >
          {orderActionLabel(k, order)}
        </Button>
      ))}
    </View>
  ) : undefined

  return (
    <Page onRefresh={load} footer={footer}>
      <View className="ox-page od" data-status={order.status}>
        <View className="ox-status">
          <Text className="ox-status__label">{orderStatusLabel(order.status) || order.statusLabel}</Text>
          <Text className="ox-status__sub">
            {can.showCloseTime
              ? `请在 ${order.closeTime || ''} 前完成支付，超时订单将自动取消`
              : order.status === ORDER_STATUS.CANCELLED
                ? `取消原因：${order.cancelReason || '—'}`
                : `订单号 ${order.orderNo}`}
          </Text>
        </View>

        {qr ? (
          <View className="ox-section ox-qr od__qr">
            <Text className="ox-section__title">核销码</Text>
            <Image className="ox-qr__img" src={qr.qrPic} mode="aspectFit" />
            <Text className="ox-qr__code">{qr.verifyCode.replace(/(\d{4})(?=\d)/g, '$1 ')}</Text>
            <Text className="ox-note">请向工作人员出示此码完成核销</Text>
          </View>
        ) : null}

        {a ? (
          <View className="ox-section od__address">
            <Text className="ox-section__title">收货信息</Text>
            <Text className="od__addr-name">
              {a.recvName} {maskPhone(a.contactNumber)}
            </Text>
            <Text className="od__addr-text">{[a.recvProvince, a.recvCity, a.recvArea, a.recvAddress].filter(Boolean).join(' ')}</Text>
          </View>
        ) : null}

        {order.shipNo ? (
          <View className="ox-section od__shipping">
            <Text className="ox-section__title">物流信息</Text>
            <Row label="快递公司" value={order.shipCompany ?? ''} />
            <Row label="快递单号" value={order.shipNo} />
            {order.shipTime ? <Row label="发货时间" value={order.shipTime} /> : null}
          </View>
        ) : null}

        <View className="ox-section od__lines">
          <Text className="ox-section__title">商品信息</Text>
          {lines.map((l) => (
            <View key={`${l.id}-${l.isGift}`} className="ox-line">
              <Image className="ox-line__img" src={l.headPic} mode="aspectFill" />
              <View className="ox-line__info">
                <Text className="ox-line__name">
                  {l.isGift ? '【赠品】' : ''}
                  {l.goodsName}
                </Text>
                {l.skuName ? <Text className="ox-line__sku">{l.skuName}</Text> : null}
                {(l.servicePersons || []).map((p, i) => (
                  <Text key={i} className="ox-line__sku">
                    服务人：{p.name} {maskPhone(p.phone)} {maskIdNumber(p.idNumber)}
                  </Text>
                ))}
                {(l.addItems || []).map((ai) => (
                  <Text key={`${ai.unitIndex}-${ai.id}`} className="ox-line__sku od__add-item" data-add-item={ai.id}>
                    加项：{ai.itemName} ¥{formatPrice(ai.price)}
                  </Text>
                ))}
                <View className="ox-line__bottom">
                  <Text className="ox-line__price">¥{formatPrice(l.perActualPrice ?? l.price)}</Text>
                  <Text>
                    x{l.goodsNum}
                    {l.serviceUsedAmount ? ` · 已使用${l.serviceUsedAmount}` : ''}
                  </Text>
                </View>
              </View>
            </View>
          ))}
        </View>

        {appoints.length ? (
          <View className="ox-section od__appoints">
            <Text className="ox-section__title">预约信息</Text>
            {appoints.map((ap) => {
              const rule = ap.appointedDate
                ? canReschedule({ rescheduleCount: ap.rescheduleCount, appointedDate: ap.appointedDate })
                : { ok: false as const, message: '' }
              const flag = appointFlagLabel(ap.appointFlag)
              return (
                <View key={`${ap.orderGoodsId}-${ap.index}`} className="od__appoint">
                  <Row label={ap.goodsName} value={ap.appointedDate ? `${ap.appointedDate} ${ap.appointedTime || ''}` : '未预约'} />
                  {flag ? <Text className="ox-error">{flag}</Text> : null}
                  {!rule.ok && rule.message ? <Text className="ox-note">{rule.message}</Text> : null}
                  {ap.appointedDate ? (
                    <View className="ox-footer ox-footer--plain">
                      <Button
                        size="small"
                        fill="outline"
                        onClick={async () => {
                          if (!(await confirm({ content: '确定取消该预约？' }))) return
                          await cancelAppoint({ orderId: order.id, orderGoodsId: ap.orderGoodsId, index: ap.index }).then(
                            () => (toast('预约已取消', 'success'), load()),
                            () => undefined,
                          )
                        }}
                      >
                        取消预约
                      </Button>
                      {rule.ok && can.reschedule ? (
                        <Button size="small" type="primary" className="od__reschedule" onClick={() => setMoving(ap)}>
                          改期
                        </Button>
                      ) : null}
                    </View>
                  ) : null}
                </View>
              )
            })}
            <Text className="ox-note">改期规则：最多可改期3次，需在预约日期前至少1天操作。</Text>
          </View>
        ) : null}

        <View className="ox-section od__amounts">
          <Text className="ox-section__title">金额明细</Text>
          <Row label="商品总额" value={`¥${formatPrice(order.goodsTotalMoney)}`} />
          {order.addItemMoney ? <Row label="加项" value={`¥${formatPrice(order.addItemMoney)}`} /> : null}
          {order.activityTotalDiscountMoney ? <Row label="活动优惠" value={`-¥${formatPrice(order.activityTotalDiscountMoney)}`} /> : null}
          {order.couponDiscountMoney ? <Row label="优惠券" value={`-¥${formatPrice(order.couponDiscountMoney)}`} /> : null}
          <Row label={amountRowLabel(order.status)} value={`¥${formatPrice(order.actualPrice)}`} total />
        </View>

        <View className="ox-section od__info">
          <Text className="ox-section__title">订单信息</Text>
          <Row label="订单编号" value={order.orderNo} />
          <Row label="下单时间" value={order.createTime} />
          {order.payTime ? <Row label="支付时间" value={order.payTime} /> : null}
          {channel ? <Row label="支付方式" value={PAY_LABELS[channel] || channel} /> : null}
          {order.payNo ? <Row label="支付单号" value={order.payNo} /> : null}
          {order.finishTime ? <Row label="完成时间" value={order.finishTime} /> : null}
          {order.cancelTime ? <Row label="取消时间" value={order.cancelTime} /> : null}
          {order.remark ? <Row label="备注" value={order.remark} /> : null}
        </View>
      </View>
      <AppointPicker
        visible={!!moving}
        pool={(moving?.appointPool || []) as never}
        onClose={() => setMoving(null)}
        onConfirm={async (date, time) => {
          const ap = moving!
          setMoving(null)
          await updateAppointDate({
            orderId: order.id,
            orderGoodsId: ap.orderGoodsId,
            index: ap.index,
            appointedDate: date,
            appointedTime: time,
          }).then(
            () => (toast('改期成功', 'success'), load()),
            () => undefined,
          )
        }}
      />
      {popups}
    </Page>
  )
}
