import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CustomerServiceData } from '@contract/chat'
import { navigate } from '@/shared/routes/navigate'
import './customer-service.scss'

export const FAQ_TITLE = '常见问题'
export const FAQ_MORE = '查看详情 ›'

type Faq = CustomerServiceData['faq'][number]

/** '/webOrder?status=1' -> navigate('/webOrder', { status: '1' }) */
function open(link: string) {
  const [path, qs = ''] = link.split('?')
  const query: Record<string, string> = {}
  for (const part of qs.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  void navigate(path, query)
}

/**
 * The customer service's FAQ on its landing (issue 35 item 8): each question opens its answer in place, with the
 * page it points to; the page beside it keeps 在线咨询 for anything else.
 */
export default function FaqList({ faq }: { faq: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  if (!faq.length) return null
  return (
    <View className="cs-faq">
      <Text className="cs-faq__title">{FAQ_TITLE}</Text>
      {faq.map((f) => (
        <View key={f.id} className={`cs-faq__item${openId === f.id ? ' cs-faq__item--open' : ''}`}>
          <View className="cs-faq__q" onClick={() => setOpenId(openId === f.id ? null : f.id)}>
            <Text className="cs-faq__q-text">{f.question}</Text>
            <Text className="cs-faq__arrow">{openId === f.id ? '︿' : '﹀'}</Text>
          </View>
          {openId === f.id ? (
            <View className="cs-faq__a">
              <Text className="cs-faq__a-text">{f.answer}</Text>
              {f.link ? (
                <Text className="cs-faq__link" onClick={() => open(f.link!)}>
                  {FAQ_MORE}
                </Text>
              ) : null}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}
