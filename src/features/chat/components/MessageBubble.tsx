import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import type { ChatMessage } from '@contract/chat'
import PriceText from '@/shared/ui/PriceText'
import { navigate } from '@/shared/routes/navigate'
import { assetUrl } from '@/shared/request/assetUrl'

/** one message: text, image, knowledge (article) card, goods card, order card or a system line */
export function MessageBubble({ m, onLink }: { m: ChatMessage; onLink?: (path: string) => void }) {
  if (m.msgType === 'system') {
    return (
      <View className="chat-msg chat-msg--system" data-seq={m.seq}>
        <Text>{m.content.text}</Text>
      </View>
    )
  }
  const side = m.mine ? 'chat-msg--mine' : 'chat-msg--theirs'
  return (
    <View className={`chat-msg ${side}`} data-seq={m.seq}>
      {!m.mine ? <Text className="chat-msg__who">{m.senderName}</Text> : null}
      {m.msgType === 'image' ? (
        <View className="chat-msg__image-wrap">
          {m.content.image ? (
            <Image
              className="chat-msg__image"
              src={assetUrl(m.content.image)}
              mode="widthFix"
              onClick={() => void Taro.previewImage({ urls: [assetUrl(m.content.image!)] }).catch(() => undefined)}
            />
          ) : (
            <Text className="chat-msg__text">[图片]</Text>
          )}
        </View>
      ) : m.msgType === 'knowledge' ? (
        <View
          className="chat-card chat-card--knowledge"
          onClick={() => {
            const link = m.content.link
            if (!link) return
            if (onLink) onLink(link)
            else void navigate(link)
          }}
        >
          {m.content.image ? <Image className="chat-card__img" src={m.content.image} mode="aspectFill" /> : null}
          <View className="chat-card__body">
            <Text className="chat-card__label">健康知识</Text>
            <Text className="chat-card__title">{m.content.title}</Text>
            {m.content.summary ? <Text className="chat-card__summary">{m.content.summary}</Text> : null}
          </View>
        </View>
      ) : m.msgType === 'goods' ? (
        <View className="chat-card" onClick={() => m.content.goodsId && navigate('/productionDetail', { goodsId: m.content.goodsId })}>
          {m.content.image ? <Image className="chat-card__img" src={m.content.image} mode="aspectFill" /> : null}
          <View className="chat-card__body">
            <Text className="chat-card__title">{m.content.goodsName}</Text>
            {m.content.price !== undefined ? <PriceText price={m.content.price} /> : null}
          </View>
        </View>
      ) : m.msgType === 'order' ? (
        <View className="chat-card chat-card--order">
          <View className="chat-card__body">
            <Text className="chat-card__label">订单 {m.content.orderNo}</Text>
            <Text className="chat-card__title">{m.content.goodsName}</Text>
            {m.content.amount !== undefined ? <PriceText price={m.content.amount} /> : null}
          </View>
        </View>
      ) : (
        <View className="chat-msg__bubble">
          <Text className="chat-msg__text" userSelect>
            {m.content.text}
          </Text>
          {m.content.link && onLink ? (
            <Text className="chat-msg__link" onClick={() => onLink(m.content.link!)}>
              查看详情 ›
            </Text>
          ) : null}
        </View>
      )}
      <Text className="chat-msg__time">{m.sendTime.slice(5, 16)}</Text>
    </View>
  )
}
