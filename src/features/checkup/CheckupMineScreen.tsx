import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Popup, Skeleton } from '@nutui/nutui-react-taro'
import type { OrderListItem } from '@contract/order'
import type { CheckinCodeRes, MineBooking } from '@contract/checkup'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { formatPrice, orderDetailRoute } from '@/domain'
import { myOrders } from '@/features/order'
import { payAgain } from '@/features/pay'
import { cancelPeAppoint, modifyAppointedDate } from '@/features/address-person'
import { queryCheckinCode, queryCheckupMine } from './api'
import SlotPicker, { type SlotChoice } from './SlotPicker'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/** exam goods (SPEC §3 goodsType 2) */
const EXAM_GOODS = 2

/**
 * /checkup/mine and the check-up shell's mine tab: my check-up bookings from every source (paid order,
 * company batch, exam card) with what may be done now — the server decides it with src/domain
 * bookingActions (改期 at most 3 times and 取消 at least 1 day before, in China time; 签到码 until the exam
 * day ends) — the exam orders still to pay or to book (on the order), my exam cards, and the ways to my
 * exam persons, my reports and the booking records.
 */
export default function CheckupMineScreen() {
  const mine = useQuery(['checkup-mine-bookings'], queryCheckupMine)
  const orders = useQuery(['checkup-mine'], () => myOrders({ pageSize: 50 }))
  // a group booking's own order (the employee's add-ons) is shown on its booking above, with its pay state and 去支付
  const addOnOrders = new Set((mine.data?.bookings ?? []).map((b) => b.addOnOrderId).filter((id): id is number => id !== null))
  const exams = (orders.data?.list ?? []).filter(
    (o: OrderListItem) => !addOnOrders.has(o.id) && o.goodsList.some((l) => l.goodsType === EXAM_GOODS),
  )
  const [moving, setMoving] = useState<MineBooking | null>(null)
  const [slot, setSlot] = useState<SlotChoice | null>(null)
  const [checkin, setCheckin] = useState<CheckinCodeRes | null>(null)
  const reload = () => Promise.all([mine.reload(), orders.reload()]).then(() => undefined)

  const pay = (o: OrderListItem) => {
    const r = orderDetailRoute(o)
    navigate(r.path, r.query)
  }
  const cancel = async (b: MineBooking) => {
    if (!(await confirm({ content: CHECKUP_TEXT.cancelConfirm }))) return
    await cancelPeAppoint(b.appointmentId).then(
      () => (toast(CHECKUP_TEXT.cancelled, 'success'), reload()),
      () => undefined,
    )
  }
  const showCheckin = async (b: MineBooking) => {
    await queryCheckinCode(b.appointmentId).then(setCheckin, () => undefined)
  }
  const reschedule = async () => {
    const b = moving!
    if (!slot?.time) return toast(CHECKUP_TEXT.pickSlot)
    setMoving(null)
    await modifyAppointedDate({ appointmentId: b.appointmentId, appointedDate: slot.date, appointedTime: slot.time }).then(
      () => (toast(CHECKUP_TEXT.rescheduled, 'success'), reload()),
      () => undefined,
    )
  }

  const bookings = mine.data?.bookings ?? []
  const cards = mine.data?.cards ?? []
  return (
    <Page onRefresh={reload}>
      <View className="ck-list">
        <View className="ck-entries ck-entries--mine">
          {[
            { title: CHECKUP_TEXT.persons, path: '/personList' },
            { title: CHECKUP_TEXT.reports, path: '/webReport' },
            { title: CHECKUP_TEXT.recordsShort, path: '/appointmentList' },
            { title: CHECKUP_TEXT.cardQuery, path: '/checkup/cardQuery' },
          ].map((e) => (
            <View key={e.path} className="ck-entry" data-path={e.path} onClick={() => navigate(e.path)}>
              <Text className="ck-entry__title">{e.title}</Text>
            </View>
          ))}
        </View>

        <Text className="ck-heading">{CHECKUP_TEXT.myBookings}</Text>
        {mine.loading && !mine.data ? (
          <Skeleton animated rows={4} />
        ) : mine.error ? (
          <StatusView kind="error" text={mine.error} actionText="重试" onAction={mine.reload} />
        ) : bookings.length === 0 ? (
          <View className="ck-section">
            <Text className="ck-hint">{CHECKUP_TEXT.noBookedExams}</Text>
          </View>
        ) : (
          bookings.map((b) => (
            <View key={b.appointmentId} className="ck-section ck-booking" data-appointment-id={b.appointmentId}>
              <View className="ck-item__head">
                <Text className="ck-item__name">{b.packageName}</Text>
                <Text className={`ck-booking__state ck-booking__state--s${b.status}`}>{b.statusText}</Text>
              </View>
              <Text className="ck-tag">{b.sourceText}</Text>
              <View className="ck-kv">
                <Text className="ck-kv__k">体检人</Text>
                <Text className="ck-kv__v">
                  {b.personName} {b.personIdNumber}
                </Text>
              </View>
              <View className="ck-kv">
                <Text className="ck-kv__k">预约时间</Text>
                <Text className="ck-kv__v ck-booking__when">
                  {b.appointedDate} {b.appointedTime}
                </Text>
              </View>
              <View className="ck-kv">
                <Text className="ck-kv__k">体检机构</Text>
                <Text className="ck-kv__v">{b.serviceInstitution.name}</Text>
              </View>
              <View className="ck-kv">
                <Text className="ck-kv__k">{b.source === 'order' ? '实付金额' : '费用'}</Text>
                <Text className="ck-kv__v">
                  {b.source === 'order' || (b.addOnOrderId !== null && !b.addOns.length)
                    ? `¥${formatPrice(b.totalPrice)}`
                    : CHECKUP_TEXT.paidBy[b.source]}
                </Text>
              </View>
              {b.addOns.length ? (
                <View className="ck-kv ck-booking__addons">
                  <Text className="ck-kv__k">{CHECKUP_TEXT.addOnsLabel}</Text>
                  <Text className="ck-kv__v">
                    {b.addOns.join('、')} ¥{formatPrice(b.totalPrice)}
                  </Text>
                </View>
              ) : null}
              {b.addOnPayText ? <Text className={`ck-tag ck-booking__pay ck-booking__pay--${b.addOnPay}`}>{b.addOnPayText}</Text> : null}
              {b.status === 1 && (b.rescheduleReason || b.cancelReason) ? (
                <Text className="ck-hint ck-booking__rule">{b.rescheduleReason ?? b.cancelReason}</Text>
              ) : null}
              <View className="ck-booking__actions ck-booking__foot">
                <Button
                  size="small"
                  fill="none"
                  className="ck-booking__notice"
                  onClick={() => navigate('/checkupNotice', { packageId: b.packageId })}
                >
                  {CHECKUP_TEXT.notices}
                </Button>
                {b.canCancel ? (
                  <Button size="small" className="ck-booking__cancel" onClick={() => cancel(b)}>
                    {CHECKUP_TEXT.cancel}
                  </Button>
                ) : null}
                {b.canReschedule ? (
                  <Button
                    size="small"
                    className="ck-booking__move"
                    onClick={() => {
                      setSlot(null)
                      setMoving(b)
                    }}
                  >
                    {CHECKUP_TEXT.reschedule}
                    {b.rescheduleCount ? `(${b.rescheduleCount}/3)` : ''}
                  </Button>
                ) : null}
                {b.status === 1 && b.addOnOrderId !== null && b.addOnPay === 'unpaid' ? (
                  <Button size="small" type="primary" className="ck-booking__pay-now" onClick={() => payAgain(b.addOnOrderId!)}>
                    {CHECKUP_TEXT.payNow}
                  </Button>
                ) : null}
                {b.canCheckin ? (
                  <Button size="small" type="primary" className="ck-booking__checkin" onClick={() => showCheckin(b)}>
                    {CHECKUP_TEXT.checkinCode}
                  </Button>
                ) : null}
              </View>
            </View>
          ))
        )}

        <Text className="ck-heading">{CHECKUP_TEXT.examOrders}</Text>
        {orders.loading && !orders.data ? (
          <Skeleton animated rows={3} />
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
            <View key={o.id} className="ck-section ck-booking ck-order" data-order-id={o.id}>
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
                  <Button size="small" onClick={() => navigate('/orderDetail', { id: o.id })}>
                    {CHECKUP_TEXT.manage}
                  </Button>
                </View>
              </View>
            </View>
          ))
        )}

        {cards.length ? (
          <>
            <Text className="ck-heading">{CHECKUP_TEXT.myCards}</Text>
            <View className="ck-section">
              {cards.map((c) => (
                <View key={c.cardNo} className="ck-item ck-excard">
                  <View className="ck-item__head">
                    <Text className="ck-item__name">{c.packageName}</Text>
                    <Text className="ck-booking__state">{c.stateText}</Text>
                  </View>
                  <Text className="ck-item__meaning">
                    卡号 {c.cardNo} · 有效期至 {c.expiresOn}
                  </Text>
                </View>
              ))}
            </View>
          </>
        ) : null}
        <Text className="ck-hint ck-mine__rule">{CHECKUP_TEXT.rescheduleRule}</Text>
      </View>

      <Popup visible={!!moving} position="bottom" round closeable onClose={() => setMoving(null)} className="ck-move">
        {moving ? (
          <View className="ck-pop">
            <Text className="ck-pop__title">{CHECKUP_TEXT.reschedule}</Text>
            <Text className="ck-hint">
              当前：{moving.appointedDate} {moving.appointedTime}
            </Text>
            <SlotPicker packageId={moving.packageId} value={slot} onChange={setSlot} />
            <Button block type="primary" className="ck-move__ok" disabled={!slot?.time} onClick={reschedule}>
              {CHECKUP_TEXT.confirmReschedule}
            </Button>
          </View>
        ) : null}
      </Popup>

      <Popup visible={!!checkin} position="center" round closeable onClose={() => setCheckin(null)} className="ck-checkin">
        {checkin ? (
          <View className="ck-pop ck-checkin__body">
            <Text className="ck-pop__title">{CHECKUP_TEXT.checkinCode}</Text>
            <Image className="ck-checkin__qr" src={checkin.qrCode} mode="aspectFit" />
            <Text className="ck-checkin__code">{checkin.checkinCode.replace(/(\d{4})(?=\d)/g, '$1 ')}</Text>
            <Text className="ck-hint">
              {checkin.personName} · {checkin.appointedDate} {checkin.appointedTime}
            </Text>
            <Text className="ck-hint">{CHECKUP_TEXT.checkinHint}</Text>
          </View>
        ) : null}
      </Popup>
    </Page>
  )
}
