import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { isLoggedInUser, useUserStore } from '@/shared/store'
import { formatPrice } from '@/domain'
import type { CardInfo } from '@contract/exam'
import { queryServicePersons } from '@/features/address-person'
import { bookCard, queryCard } from './api'
import SlotPicker, { type SlotChoice } from './SlotPicker'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/**
 * /cardQuery, /checkup/cardQuery: an exam card by number + password — its package and state (未使用,
 * 已预约, 已使用, 已过期); open without login. A valid unused card books one of my exam persons on a slot
 * without payment (login needed). Wrong passwords are capped on the server per card and per client.
 */
export default function CardScreen() {
  const loggedIn = useUserStore((s) => isLoggedInUser(s.userInfo))
  const [cardNo, setCardNo] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [card, setCard] = useState<CardInfo | null>(null)
  const [personId, setPersonId] = useState<number | null>(null)
  const [slot, setSlot] = useState<SlotChoice | null>(null)
  const persons = useQuery(['pe-persons', loggedIn], () => queryServicePersons(), { enabled: loggedIn && !!card })
  const query = async () => {
    if (!cardNo.trim()) return setError(CHECKUP_TEXT.cardNo)
    if (!password.trim()) return setError(CHECKUP_TEXT.cardPassword)
    try {
      setCard(await queryCard({ cardNo: cardNo.trim(), password: password.trim() }))
      setError('')
    } catch (err) {
      setError((err as Error).message)
    }
  }
  const book = async () => {
    if (!card) return
    if (!loggedIn) return navigate('/login')
    if (!personId) return setError('请选择体检人')
    if (!slot?.time) return setError('请选择预约时间段')
    try {
      setCard(
        await bookCard({ cardNo: card.cardNo, password: password.trim(), personId, appointedDate: slot.date, appointedTime: slot.time }),
      )
      toast('预约成功', 'success')
    } catch (err) {
      setError((err as Error).message)
    }
  }
  const footer =
    card?.state === 'unused' ? (
      <View className="ck-footer">
        <Text className="ck-hint">{CHECKUP_TEXT.cardHint}</Text>
        <Button type="primary" className="ck-footer__btn" onClick={book}>
          {loggedIn ? CHECKUP_TEXT.cardBook : '登录后预约'}
        </Button>
      </View>
    ) : null
  return (
    <Page footer={footer}>
      <View className="ck-detail ck-card-page">
        <View className="ck-section ck-form">
          <Text className="ck-section__title">{CHECKUP_TEXT.cardQuery}</Text>
          <Input
            className="ck-input"
            name="cardNo"
            placeholder={CHECKUP_TEXT.cardNo}
            maxlength={32}
            value={cardNo}
            onInput={(e) => (setCardNo(e.detail.value), setError(''))}
          />
          <Input
            className="ck-input"
            name="password"
            password
            placeholder={CHECKUP_TEXT.cardPassword}
            maxlength={32}
            value={password}
            onInput={(e) => (setPassword(e.detail.value), setError(''))}
          />
          {error ? <Text className="ck-warn ck-person__error">{error}</Text> : null}
          <Button type="primary" block className="ck-form__btn" onClick={query}>
            查询
          </Button>
        </View>
        {card ? (
          <View className="ck-section" data-card-state={card.state}>
            <Text className="ck-card__state">{card.stateText}</Text>
            <Text className="ck-item__name">{card.packageName}</Text>
            <Text className="ck-inst__line">卡号：{card.cardNo}</Text>
            <Text className="ck-inst__line">套餐价值：¥{formatPrice(card.price)}</Text>
            <Text className="ck-inst__line">有效期至：{card.expiresOn}</Text>
            {card.booking ? (
              <Text className="ck-inst__line" data-booked={card.booking.appointmentId}>
                预约时间：{card.booking.appointedDate} {card.booking.appointedTime}
              </Text>
            ) : null}
          </View>
        ) : null}
        {card?.state === 'unused' && loggedIn ? (
          <>
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.forWhom}</Text>
              <View className="ck-addon__persons">
                {(persons.data ?? []).map((x) => (
                  <Text
                    key={x.id}
                    data-person={x.id}
                    className={`ck-chip ${x.id === personId ? 'ck-chip--on' : ''}`}
                    onClick={() => (setPersonId(x.id), setError(''))}
                  >
                    {x.name}
                  </Text>
                ))}
                <Text className="ck-chip" onClick={() => navigate('/checkup/medical-user-info', { packageId: card.packageId })}>
                  + {CHECKUP_TEXT.addPerson}
                </Text>
              </View>
            </View>
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.pickDate}</Text>
              <SlotPicker packageId={card.packageId} value={slot} onChange={(v) => (setSlot(v), setError(''))} />
            </View>
          </>
        ) : null}
      </View>
    </Page>
  )
}
