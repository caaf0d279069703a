import { useState } from 'react'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import { Button, Rate } from '@nutui/nutui-react-taro'
import type { FaqItem, HumanInterventionReq, ServiceSession } from '@contract/chat'
import type { Static } from '@sinclair/typebox'
import { SERVICE_MESSAGES } from '@/domain/messages/chat'

type Faq = Static<typeof FaqItem>

/** customer service: FAQ questions, 转人工, the hand-off state, closing, the rating and the call-back request */
export function ServiceBar({
  session,
  faq,
  onAsk,
  onIntervene,
}: {
  session: ServiceSession
  faq: Faq[]
  onAsk: (question: string) => void
  onIntervene: (req: HumanInterventionReq) => Promise<unknown>
}) {
  const [stars, setStars] = useState(5)
  const [phone, setPhone] = useState('')
  const act = (req: HumanInterventionReq) => void onIntervene(req).catch(() => undefined)
  return (
    <View className="service-bar">
      <View className="service-bar__state">
        <Text className={`service-bar__badge service-bar__badge--${session.state}`}>{SERVICE_MESSAGES.stateText[session.state]}</Text>
        {session.state === 'bot' || (session.state === 'closed' && session.rating !== null) ? (
          <Button size="small" type="primary" fill="outline" className="service-bar__human" onClick={() => act({ action: 'request' })}>
            转人工
          </Button>
        ) : null}
        {session.state === 'waiting' || session.state === 'agent' ? (
          <Button size="small" fill="outline" className="service-bar__close" onClick={() => act({ action: 'close' })}>
            结束会话
          </Button>
        ) : null}
      </View>
      {session.state === 'bot' && faq.length ? (
        <ScrollView className="service-bar__faq" scrollX enhanced showScrollbar={false}>
          {faq.map((f) => (
            <Text key={f.id} className="service-bar__q" onClick={() => onAsk(f.question)}>
              {f.question}
            </Text>
          ))}
        </ScrollView>
      ) : null}
      {session.state === 'bot' && !session.open ? (
        <View className="service-bar__callback">
          <Input
            className="service-bar__phone"
            type="number"
            maxlength={11}
            placeholder="留下手机号，上班后回电"
            value={phone}
            onInput={(e) => setPhone(e.detail.value)}
          />
          <Button size="small" type="primary" onClick={() => act({ action: 'callback', phone })}>
            预约回电
          </Button>
        </View>
      ) : null}
      {session.state === 'closed' && session.rating === null ? (
        <View className="service-bar__rate">
          <Text className="service-bar__rate-title">请对本次服务进行评价</Text>
          <Rate value={stars} onChange={(v) => setStars(v)} />
          <Button size="small" type="primary" className="service-bar__rate-btn" onClick={() => act({ action: 'rate', rating: stars })}>
            提交评价
          </Button>
        </View>
      ) : null}
    </View>
  )
}
