import { Text, View } from '@tarojs/components'
import type { AssistantLink } from '@contract/assistant'
import { keepTogether } from '@/domain/assistant'
import { ASSISTANT_MSG } from '@/domain/messages/assistant'
import { navigate } from '@/shared/routes/navigate'

/** '/checkup/packageDetail?packageId=6026' -> navigate('/checkup/packageDetail', { packageId: '6026' }) */
function openLink(link: AssistantLink) {
  const [path, qs = ''] = link.url.split('?')
  const query: Record<string, string> = {}
  for (const part of qs.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  void navigate(path, query)
}

/** the pages that are not sources of the answer: where to go next (emergency line, customer service) */
const ACTION_KINDS = new Set<AssistantLink['kind']>(['emergency', 'customerService'])

function LinkRow({ l }: { l: AssistantLink }) {
  return (
    <View className={`ai-link ai-link--${l.kind}`} onClick={() => openLink(l)}>
      <Text className="ai-link__text">{l.title}</Text>
      <Text className="ai-link__arrow">›</Text>
    </View>
  )
}

/**
 * The links under an answer: its sources once, under 参考来源 (issue 35 item 9: the text no longer lists them),
 * then where to go next (emergency line, customer service).
 */
export function AnswerLinks({ links }: { links: AssistantLink[] }) {
  if (!links.length) return null
  const sources = links.filter((l) => !ACTION_KINDS.has(l.kind))
  const actions = links.filter((l) => ACTION_KINDS.has(l.kind))
  return (
    <View className="ai-links">
      {sources.length ? (
        <View className="ai-links__sources">
          <Text className="ai-links__label">{ASSISTANT_MSG.SOURCES}</Text>
          {sources.map((l) => (
            <LinkRow key={l.url} l={l} />
          ))}
        </View>
      ) : null}
      {actions.map((l) => (
        <LinkRow key={l.url} l={l} />
      ))}
    </View>
  )
}

/** an answer's text, with readings like 140/90 mmHg kept on one line (`ai-keep`: nowrap) */
export function AnswerText({ text }: { text: string }) {
  return (
    <Text className="ai-bubble__text">
      {keepTogether(text).map((p, i) =>
        p.keep ? (
          <Text key={i} className="ai-keep">
            {p.text}
          </Text>
        ) : (
          p.text
        ),
      )}
    </Text>
  )
}
