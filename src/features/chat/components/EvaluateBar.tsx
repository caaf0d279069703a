import { useEffect, useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import { Button, Rate } from '@nutui/nutui-react-taro'
import type { EvaluateState } from '@contract/chat'
import { checkEvaluation, EVALUATE_COMMENT_MAX } from '@/domain/chat'
import { CHAT_MESSAGES } from '@/domain/messages/chat'
import { errorMessage } from '@/shared/data'
import { toast } from '@/shared/platform'
import { canEvaluate, launchEvaluate, submitEvaluate } from '../api'

/**
 * A consultation's rating (type 1): 结束问诊 asks for it (a system line), then stars, tags and a comment, sent once;
 * afterwards the rating is shown. `version` changes when new messages arrive (the doctor may have answered).
 */
export function EvaluateBar({ groupId, version }: { groupId: number; version: number }) {
  const [state, setState] = useState<EvaluateState | null>(null)
  const [open, setOpen] = useState(false)
  const [score, setScore] = useState(5)
  const [tags, setTags] = useState<string[]>([])
  const [content, setContent] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    canEvaluate(groupId).then(
      (s) => live && setState(s),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [groupId, version])

  if (!state) return null
  if (state.evaluation) {
    return (
      <View className="chat-eval chat-eval--done">
        <Text>您的评价：</Text>
        <Rate value={state.evaluation.score} readOnly />
        {state.evaluation.tags.length ? <Text className="chat-eval__tags">{state.evaluation.tags.join('、')}</Text> : null}
      </View>
    )
  }
  if (!state.canEvaluate) return null
  const submit = async () => {
    const bad = checkEvaluation({ score, tags, content })
    if (bad)
      return toast({ score: CHAT_MESSAGES.evaluateScore, tags: CHAT_MESSAGES.evaluateTags, content: CHAT_MESSAGES.evaluateContent }[bad])
    setBusy(true)
    try {
      setState(await submitEvaluate({ groupId, score, tags, content }))
      setOpen(false)
      toast(CHAT_MESSAGES.evaluateThanks)
    } catch (e) {
      toast(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  if (!open) {
    return (
      <View className="chat-eval">
        <Text className="chat-eval__hint">{state.launched ? '问诊已结束，期待您的评价' : '对医生的回复满意吗？'}</Text>
        {!state.launched ? (
          <Button
            size="small"
            fill="outline"
            onClick={async () => {
              try {
                setState(await launchEvaluate(groupId))
              } catch (e) {
                toast(errorMessage(e))
              }
              setOpen(true)
            }}
          >
            结束问诊
          </Button>
        ) : null}
        <Button size="small" type="primary" className="chat-eval__open" onClick={() => setOpen(true)}>
          评价医生
        </Button>
      </View>
    )
  }
  return (
    <View className="chat-eval chat-eval--form">
      <View className="chat-eval__row">
        <Text>服务评分</Text>
        <Rate value={score} onChange={(v) => setScore(v)} />
      </View>
      <View className="chat-eval__chips">
        {state.tags.map((t) => (
          <Text
            key={t}
            className={`chat-eval__chip${tags.includes(t) ? ' chat-eval__chip--on' : ''}`}
            onClick={() => setTags((held) => (held.includes(t) ? held.filter((x) => x !== t) : [...held, t]))}
          >
            {t}
          </Text>
        ))}
      </View>
      <Textarea
        className="chat-eval__text"
        value={content}
        maxlength={EVALUATE_COMMENT_MAX}
        placeholder="说说您的感受（选填）"
        onInput={(e) => setContent(e.detail.value)}
      />
      <View className="chat-eval__row">
        <Button size="small" onClick={() => setOpen(false)}>
          取消
        </Button>
        <Button size="small" type="primary" loading={busy} className="chat-eval__submit" onClick={() => void submit()}>
          提交评价
        </Button>
      </View>
    </View>
  )
}
