import { View, Text, RichText } from '@tarojs/components'
import type { RichTextProps } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { getContentDetail } from '../api'
import { ADVISORY_NOTE, READS } from '../texts'
import EmergencyEntry from '../EmergencyEntry'
import '../content.scss'

/**
 * One article, encyclopedia entry or advice: title, author, time, reads and the server-sanitised content as
 * Taro RichText nodes (elements on H5, no innerHTML; rich-text nodes on WeChat and Alipay).
 */
export default function ContentDetailView({ id }: { id: string | number }) {
  const q = useQuery(['contentDetail', id], () => getContentDetail(id))
  if (q.error && !q.data) return <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
  if (!q.data)
    return (
      <View className="ct-card">
        <Skeleton rows={10} animated />
      </View>
    )
  const { item, nodes } = q.data
  return (
    <View className="ct-detail">
      <View className="ct-card">
        <Text className="ct-detail__title">{item.title}</Text>
        <Text className="ct-detail__meta">
          {[item.author, item.publishTime.slice(0, 10), READS(item.readNum)].filter(Boolean).join(' · ')}
        </Text>
        <RichText className="ct-detail__body" nodes={nodes as RichTextNodes} />
        {item.kind === 'advisory' ? <Text className="ct-detail__note">{ADVISORY_NOTE}</Text> : null}
      </View>
      <EmergencyEntry />
    </View>
  )
}

/** Taro's own type of the nodes prop; the contract's RichNode is the same node set */
type RichTextNodes = RichTextProps['nodes']
