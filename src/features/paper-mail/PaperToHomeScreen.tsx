import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import {
  formatPrice,
  orderStatusLabel,
  PAPER_ADDRESS,
  PAPER_CHOOSE_STAY,
  PAPER_COPIES,
  PAPER_MY_REQUESTS,
  PAPER_NO_STAYS,
  PAPER_NOTICE,
  PAPER_SUBMIT,
  paperCopiesMessage,
} from '@/domain'
import { AddressChooser } from '@/features/address-person'
import { payAgain } from '@/features/pay'
import { useQuery } from '@/shared/data'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import Stepper from '@/shared/ui/Stepper'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { commitPaperMail, myPaperMails, paperStays } from './api'
import './paper.scss'

/**
 * /paperToHome (paper case-file mailing): choose one of my hospital stays, the copies and a receiver address of
 * the book; 支付邮寄费 makes the postage order (normal checkout, paid like any order); my requests below with their
 * order status, each opening the order.
 */
export default function PaperToHomeScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const stays = useQuery(['paperStays', hospitalId], () => paperStays())
  const mails = useQuery(['paperMails', hospitalId], () => myPaperMails({ silent: true }))
  const [stayId, setStayId] = useState<number | null>(null)
  const [copies, setCopies] = useState(1)
  const [addressId, setAddressId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = async () => {
    await Promise.all([stays.reload(), mails.reload()])
  }
  const s = stays.data
  const chosenStay = stayId ?? s?.stays[0]?.id ?? null

  const submit = async () => {
    if (!chosenStay || !addressId || busy) return
    setBusy(true)
    try {
      const o = await commitPaperMail({ stayId: chosenStay, copies, addressId })
      await payAgain(o.orderId)
    } catch {
      /* request() showed the server's message */
    } finally {
      setBusy(false)
    }
  }

  if (stays.error && !s)
    return (
      <Page onRefresh={reload}>
        <StatusView kind="error" text={stays.error} actionText="重新加载" onAction={reload} />
      </Page>
    )
  const footer = s?.stays.length ? (
    <View className="pm-bar">
      <Text className="pm-bar__total">
        合计 <Text className="pm-bar__money">¥{formatPrice(Number(s.pricePerCopy) * copies)}</Text>
      </Text>
      <Button type="primary" className="pm-bar__pay" disabled={busy || !chosenStay || !addressId} onClick={submit}>
        {PAPER_SUBMIT}
      </Button>
    </View>
  ) : undefined
  return (
    <Page onRefresh={reload} footer={footer}>
      <View className="pm">
        <Text className="pm__notice">{PAPER_NOTICE}</Text>
        <View className="pm__card">
          <Text className="pm__title">{PAPER_CHOOSE_STAY}</Text>
          {!s ? <Skeleton rows={3} animated /> : null}
          {s && !s.stays.length ? <Text className="pm__muted">{PAPER_NO_STAYS}</Text> : null}
          {(s?.stays ?? []).map((st) => (
            <View
              key={st.id}
              className={`pm-stay${st.id === chosenStay ? ' pm-stay--on' : ''}`}
              data-stay-id={st.id}
              onClick={() => setStayId(st.id)}
            >
              <Text className="pm-stay__dept">{st.department}</Text>
              <Text className="pm-stay__dates">{`${st.admittedOn} 至 ${st.dischargedOn}`}</Text>
              <Text className="pm-stay__no">{`住院号 ${st.inpatientNo}`}</Text>
            </View>
          ))}
        </View>
        {s?.stays.length ? (
          <>
            <View className="pm__card pm__row">
              <Text className="pm__title">{PAPER_COPIES}</Text>
              <Text className="pm__muted">{`¥${formatPrice(s.pricePerCopy)}/份`}</Text>
              <Stepper value={copies} max={s.maxCopies} message={paperCopiesMessage(s.maxCopies)} onChange={setCopies} />
            </View>
            <View className="pm__card">
              <Text className="pm__title">{PAPER_ADDRESS}</Text>
              <AddressChooser value={addressId} onChange={setAddressId} />
            </View>
          </>
        ) : null}
        {mails.data?.length ? (
          <View className="pm__card">
            <Text className="pm__title">{PAPER_MY_REQUESTS}</Text>
            {mails.data.map((m) => (
              <View key={m.id} className="pm-mail" onClick={() => navigate('/orderDetail', { hospitalId, orderId: m.orderId })}>
                <View className="pm-mail__head">
                  <Text className="pm-mail__dept">{`${m.stay.department} · ${m.copies}份`}</Text>
                  <Text className="pm-mail__status">{orderStatusLabel(m.orderStatus)}</Text>
                </View>
                <Text className="pm-mail__line">{`${m.recvName} ${m.recvPhone} ${m.recvAddress}`}</Text>
                <Text className="pm-mail__line">{`订单号 ${m.orderNo} · ¥${formatPrice(m.actualPrice)}`}</Text>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </Page>
  )
}
