import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Skeleton, Switch, TextArea } from '@nutui/nutui-react-taro'
import type { AssistantMessage } from '@contract/assistant'
import { ASSISTANT_DISCLAIMER, ASSISTANT_LIMITS, EMERGENCY_PATH } from '@/domain/assistant'
import { ASSISTANT_MSG } from '@/domain/messages/assistant'
import { navigate } from '@/shared/routes/navigate'
import { callPhone } from '@/features/content'
import StatusView from '@/shared/ui/StatusView'
import { useAssistantChat } from '../useAssistantChat'
import { AnswerLinks, AnswerText } from './AnswerParts'
import './assistant.scss'

/** example questions shown before the first one */
const SUGGESTIONS = ['心脑血管专项筛查查哪些项目？', '体检前要空腹吗？', '高血压在家怎么测血压？']

function EmergencyBar() {
  return (
    <View className="ai-emergency">
      <Button type="danger" size="small" className="ai-emergency__call" onClick={() => callPhone('120')}>
        拨打 120
      </Button>
      <Text className="ai-emergency__link" onClick={() => void navigate(EMERGENCY_PATH)}>
        查看急救热线 ›
      </Text>
    </View>
  )
}

function Bubble({ m }: { m: AssistantMessage }) {
  if (m.role === 'user') {
    return (
      <View className="ai-row ai-row--user">
        <View className="ai-bubble ai-bubble--user">
          <Text className="ai-bubble__text">{m.content}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className="ai-row">
      <View className={`ai-bubble ai-bubble--bot${m.redFlag ? ' ai-bubble--alert' : ''}`}>
        {m.redFlag ? <EmergencyBar /> : null}
        <AnswerText text={m.content} />
        {m.status === 'stopped' ? <Text className="ai-bubble__meta">{ASSISTANT_MSG.STOPPED}</Text> : null}
        {m.status === 'failed' ? <Text className="ai-bubble__meta">{ASSISTANT_MSG.STREAM_FAILED}</Text> : null}
        <AnswerLinks links={m.links} />
      </View>
    </View>
  )
}

/** The AI health assistant (/aiChat): disclaimer, the conversation, the streamed answer, stop, new conversation. */
export default function AssistantChat() {
  const { state, send, stop, newConversation, reload, setConsent, canStop } = useAssistantChat()
  const [draft, setDraft] = useState('')
  const { info, messages, pending } = state

  useEffect(() => {
    // keep the newest text in view while it streams
    Taro.pageScrollTo({ scrollTop: 1e6, duration: 0 })?.catch?.(() => undefined)
  }, [messages.length, pending?.text])

  if (state.error && !info) return <StatusView kind="error" text={state.error} actionText="重试" onAction={() => void reload()} />
  if (!info)
    return (
      <View className="ai-chat ai-chat--loading">
        <Skeleton rows={3} animated />
        <Skeleton rows={4} animated />
      </View>
    )

  const submit = async (text: string) => {
    if (await send(text)) setDraft('')
  }

  return (
    <View className="ai-chat">
      <View className="ai-notice">
        <View className="ai-notice__head">
          <Text className="ai-notice__badge">AI</Text>
          <Text className="ai-notice__title">自动回复 · 不是医生</Text>
          <Text className="ai-notice__new" onClick={() => void newConversation()}>
            新对话
          </Text>
        </View>
        <Text className="ai-notice__text">{info?.disclaimer ?? ASSISTANT_DISCLAIMER}</Text>
        <Text className="ai-notice__urgent" onClick={() => void navigate(EMERGENCY_PATH)}>
          紧急情况请立即拨打 120 ›
        </Text>
      </View>

      {info?.externalAvailable ? (
        <View className="ai-consent">
          <Text className="ai-consent__text">{ASSISTANT_MSG.CONSENT_TEXT}</Text>
          <Switch checked={info.externalConsent} onChange={(v) => void setConsent(v)} />
        </View>
      ) : null}

      <View className="ai-list">
        {messages.length === 0 && !pending ? (
          <View className="ai-row">
            <View className="ai-bubble ai-bubble--bot">
              <Text className="ai-bubble__text">{ASSISTANT_MSG.WELCOME}</Text>
              <View className="ai-suggest">
                {SUGGESTIONS.map((q) => (
                  <View key={q} className="ai-suggest__item" onClick={() => void submit(q)}>
                    <Text>{q}</Text>
                  </View>
                ))}
              </View>
            </View>
          </View>
        ) : null}
        {messages.map((m) => (
          <Bubble key={m.id} m={m} />
        ))}
        {pending ? (
          <>
            <View className="ai-row ai-row--user">
              <View className="ai-bubble ai-bubble--user">
                <Text className="ai-bubble__text">{pending.question}</Text>
              </View>
            </View>
            <View className="ai-row">
              <View
                className={`ai-bubble ai-bubble--bot ai-bubble--streaming${pending.text.startsWith('【紧急提醒】') ? ' ai-bubble--alert' : ''}`}
              >
                {pending.text.startsWith('【紧急提醒】') ? <EmergencyBar /> : null}
                {pending.text ? <AnswerText text={pending.text} /> : <Text className="ai-bubble__text">正在思考…</Text>}
              </View>
            </View>
          </>
        ) : null}
      </View>

      <View className="ai-input">
        <TextArea
          className="ai-input__box"
          value={draft}
          onChange={(v) => setDraft(v)}
          maxLength={ASSISTANT_LIMITS.maxChars}
          autoSize
          rows={1}
          placeholder={ASSISTANT_MSG.PLACEHOLDER}
        />
        {canStop ? (
          <Button type="default" size="small" className="ai-input__stop" onClick={stop}>
            停止
          </Button>
        ) : (
          <Button type="primary" size="small" className="ai-input__send" disabled={!!pending} onClick={() => void submit(draft)}>
            发送
          </Button>
        )}
      </View>
      {info ? (
        <Text className="ai-quota">
          今日已提问 {info.usedToday}/{info.perDay} 次
        </Text>
      ) : null}
    </View>
  )
}
