import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CHAT_TEXT_MAX } from '@/domain/chat'

export const CHAT_EMOJI = [
  '😀',
  '😊',
  '🙂',
  '😂',
  '🤔',
  '😷',
  '🤒',
  '😴',
  '😢',
  '😭',
  '👍',
  '🙏',
  '👌',
  '💪',
  '❤️',
  '🌹',
  '☕',
  '💊',
  '🩺',
  '🏥',
  '✅',
  '❓',
  '⏰',
  '🎉',
]

/** the input bar: text, an emoji panel, a picture, send */
export function Composer({
  disabled,
  placeholder,
  onSend,
  onImage,
}: {
  disabled?: boolean
  placeholder?: string
  onSend: (text: string) => Promise<boolean>
  /** shows the picture button (chat rooms; not customer service) */
  onImage?: () => void
}) {
  const [text, setText] = useState('')
  const [emoji, setEmoji] = useState(false)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    if (busy || disabled || !text.trim()) return
    setBusy(true)
    try {
      if (await onSend(text)) setText('')
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="chat-composer">
      <View className="chat-composer__row">
        <Text className="chat-composer__emoji-btn" onClick={() => setEmoji((v) => !v)}>
          😊
        </Text>
        {onImage ? (
          <Text className="chat-composer__image-btn" onClick={() => !disabled && onImage()}>
            🖼️
          </Text>
        ) : null}
        <Input
          className="chat-composer__input"
          value={text}
          maxlength={CHAT_TEXT_MAX}
          disabled={disabled}
          placeholder={placeholder || '请输入消息'}
          confirmType="send"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => void send()}
        />
        <Button
          type="primary"
          size="small"
          className="chat-composer__send"
          disabled={disabled || !text.trim()}
          loading={busy}
          onClick={() => void send()}
        >
          发送
        </Button>
      </View>
      {emoji ? (
        <View className="chat-composer__emojis">
          {CHAT_EMOJI.map((e) => (
            <Text key={e} className="chat-composer__emoji" onClick={() => setText((t) => t + e)}>
              {e}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}
