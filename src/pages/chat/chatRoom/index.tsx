import { useEffect, useMemo, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { currentRoute } from '@/shared/routes/current'
import { pickImage, toast } from '@/shared/platform'
import { CHAT_IMAGE_MAX_BYTES, CHAT_TYPES, type ChatType } from '@/domain/chat'
import { CHAT_MESSAGES } from '@/domain/messages/chat'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { Composer, EvaluateBar, MessageBubble, ServiceBar, getCustomerServiceData, useChatRoom } from '@/features/chat'
import './index.scss'

/**
 * /chatRoom (SPEC §2, issue 15): ?doctorId=&type=1 (a doctor consultation), ?studioId=&type=2|3 (a studio or
 * chronic-care group), ?groupId=&type=, or ?service=1 (customer service: FAQ bot, 转人工, rating). Optional ?goodsId= / ?orderNo= offer a card to send. Messages come over
 * the one chat socket (polling when it cannot open); each is shown once, in order.
 */
export default function ChatRoomPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const type = (CHAT_TYPES as readonly number[]).includes(Number(query.type)) ? (Number(query.type) as ChatType) : 1
  const service = String(query.service) === '1'
  const target = {
    type,
    service,
    groupId: Number(query.groupId) || undefined,
    doctorId: Number(query.doctorId) || undefined,
    studioId: Number(query.studioId) || undefined,
  }
  const valid = !!(service || target.groupId || (type === 1 ? target.doctorId : target.studioId))
  const room = useChatRoom(target)
  const csData = useQuery(['cs-data'], getCustomerServiceData, { enabled: service })
  const [card, setCard] = useState<{ goodsId?: number; orderNo?: string } | null>(
    query.goodsId ? { goodsId: Number(query.goodsId) } : query.orderNo ? { orderNo: String(query.orderNo) } : null,
  )
  const [bottom, setBottom] = useState('')
  const last = room.messages[room.messages.length - 1]
  useEffect(() => {
    if (last) setBottom(`chat-seq-${last.seq}`)
  }, [last?.id])

  const send = async (req: Parameters<typeof room.send>[0]): Promise<boolean> => {
    try {
      const notice = await room.send(req)
      if (notice) toast(notice)
      return true
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e))
      return false
    }
  }

  const sendPicture = async () => {
    try {
      const img = await pickImage()
      if (!img) return
      if (img.size > CHAT_IMAGE_MAX_BYTES) return toast(CHAT_MESSAGES.imageTooLarge)
      await room.sendImage(img.base64)
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e))
    }
  }
  const consult = !service && type === 1

  if (!valid)
    return (
      <Page>
        <StatusView kind="notFound" text={CHAT_MESSAGES.notFound} />
      </Page>
    )
  return (
    <Page
      title={room.group?.name}
      footer={
        room.group ? (
          <View>
            {room.service ? (
              <ServiceBar
                session={room.service}
                faq={csData.data?.faq ?? []}
                onAsk={(q) => void send({ msgType: 'text', text: q })}
                onIntervene={async (req) => {
                  try {
                    await room.intervene(req)
                  } catch (e) {
                    toast(e instanceof Error ? e.message : String(e))
                  }
                }}
              />
            ) : null}
            {consult ? <EvaluateBar groupId={room.group.groupId} version={room.messages.filter((m) => !m.mine).length} /> : null}
            <Composer
              disabled={room.group.quit}
              placeholder={room.group.quit ? CHAT_MESSAGES.quit : undefined}
              onSend={(text) => send({ msgType: 'text', text })}
              onImage={service ? undefined : () => void sendPicture()}
            />
          </View>
        ) : undefined
      }
    >
      {room.error && !room.group ? (
        <StatusView kind="error" text={room.error} />
      ) : room.loading && !room.group ? (
        <View className="chat-room__skeleton">
          <Skeleton rows={6} animated />
        </View>
      ) : (
        <View className="chat-room">
          {room.state === 'polling' ? <Text className="chat-room__state">{CHAT_MESSAGES.polling}</Text> : null}
          {room.state === 'connecting' && room.messages.length ? (
            <Text className="chat-room__state">{CHAT_MESSAGES.reconnecting}</Text>
          ) : null}
          <ScrollView className="chat-room__list" scrollY scrollIntoView={bottom} enhanced showScrollbar={false}>
            {room.hasMore ? (
              <View className="chat-room__more" onClick={() => void room.loadOlder()}>
                查看更早的消息
              </View>
            ) : null}
            {!room.messages.length ? <View className="chat-room__empty">您好，请描述您想咨询的问题，医生会尽快回复</View> : null}
            {room.messages.map((m) => (
              <View key={m.id} id={`chat-seq-${m.seq}`}>
                <MessageBubble m={m} onLink={(path) => navigate(path)} />
              </View>
            ))}
          </ScrollView>
          {card ? (
            <View className="chat-room__offer">
              <Text className="chat-room__offer-text">{card.goodsId ? '发送这件商品给医生？' : `发送订单 ${card.orderNo} 给医生？`}</Text>
              <Button
                size="small"
                type="primary"
                fill="outline"
                onClick={async () => {
                  const ok = await send(
                    card.goodsId ? { msgType: 'goods', goodsId: card.goodsId } : { msgType: 'order', orderNo: card.orderNo },
                  )
                  if (ok) setCard(null)
                }}
              >
                发送
              </Button>
            </View>
          ) : null}
        </View>
      )}
    </Page>
  )
}
