import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { OrderListItem } from '@contract/order'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { formatPrice, orderDetailRoute } from '@/domain'
import { myOrders } from '@/features/order'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/** exam goods (SPEC §3 goodsType 2) */
const EXAM_GOODS = 2

/**
 * /checkup/home/mine: my check-up bookings — each exam order with its state, the booked date and slot of each
 * package, and what can be done: 去支付 while unpaid, 改期 / 取消预约 on the order (SPEC §9 rule: at most 3 times, at
 * least 1 day before), the booking records of persons booked after paying (/appointmentList).
 */
export default function CheckupMineScreen() {
  const orders = useQuery(['checkup-mine'], () => myOrders({ pageSize: 50 }))
  const exams = (orders.data?.list ?? []).filter((o: OrderListItem) => o.goodsList.some((l) => l.goodsType === EXAM_GOODS))
  /** pay on the placed order (its confirm page); reschedule and cancel on the order detail's 预约信息 */
  const pay = (o: OrderListItem) => {
    const r = orderDetailRoute(o)
    navigate(r.path, r.query)
  }
  const manage = (o: OrderListItem) => navigate('/orderDetail', { id: o.id })
  return (
    <Page onRefresh={orders.reload}>
      <View className="ck-list">
        <View className="ck-section">
          <View className="ck-service" onClick={() => navigate('/appointmentList')}>
            <Text className="ck-service__title">{CHECKUP_TEXT.records}</Text>
            <Text className="ck-service__sub">{CHECKUP_TEXT.recordsSub}</Text>
          </View>
          <View className="ck-service" onClick={() => navigate('/personList')}>
            <Text className="ck-service__title">{CHECKUP_TEXT.persons}</Text>
            <Text className="ck-service__sub">{CHECKUP_TEXT.personsSub}</Text>
          </View>
        </View>
        {orders.loading && !orders.data ? (
          <Skeleton animated rows={6} />
        ) : orders.error ? (
          <StatusView kind="error" text={orders.error} actionText="重试" onAction={orders.reload} />
        ) : exams.length === 0 ? (
          <StatusView
            kind="empty"
            text={CHECKUP_TEXT.noBookings}
            actionText={CHECKUP_TEXT.goBook}
            onAction={() => navigate('/checkup/packageList')}
          />
        ) : (
          exams.map((o) => (
            <View key={o.id} className="ck-section ck-booking" data-order-id={o.id}>
              <View className="ck-item__head">
                <Text className="ck-item__name">订单号 {o.orderNo}</Text>
                <Text className="ck-booking__state">{o.statusLabel}</Text>
              </View>
              {o.goodsList
                .filter((l) => l.goodsType === EXAM_GOODS)
                .map((l) => (
                  <View key={l.id} className="ck-item">
                    <Text className="ck-item__name">{l.goodsName}</Text>
                    <Text className="ck-item__meaning">
                      {l.appointedDate ? `预约时间：${l.appointedDate} ${l.appointedTime ?? ''}` : CHECKUP_TEXT.notBooked}
                    </Text>
                  </View>
                ))}
              <View className="ck-item__head ck-booking__foot">
                <Text className="ck-item__price">¥{formatPrice(o.actualPrice)}</Text>
                <View className="ck-booking__actions">
                  {o.status === 101 ? (
                    <Button size="small" type="primary" onClick={() => pay(o)}>
                      {CHECKUP_TEXT.pay}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => manage(o)}>
                    {CHECKUP_TEXT.manage}
                  </Button>
                </View>
              </View>
            </View>
          ))
        )}
      </View>
    </Page>
  )
}
