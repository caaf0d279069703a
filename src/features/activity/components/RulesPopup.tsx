import { View, Text } from '@tarojs/components'
import RichText from '@/shared/ui/RichText'
import { Popup, Button } from '@nutui/nutui-react-taro'
import '../activity.scss'

export const RULES_TITLE = '活动详情规则'
export const RULES_OK = '我知道了'

export interface RulesPopupProps {
  visible: boolean
  /** activityDescribe: plain text or HTML */
  content?: string | null
  /** extra lines above the description (e.g. the tiers) */
  lines?: string[]
  onClose: () => void
}

/** SPEC §2 activity rules popup: 活动详情规则, the rules, 我知道了. */
export default function RulesPopup({ visible, content, lines = [], onClose }: RulesPopupProps) {
  const html = content && /<[a-z][\s\S]*>/i.test(content)
  return (
    <Popup visible={visible} position="center" round onClose={onClose} className="rules-popup">
      <View className="rules-popup__box">
        <Text className="rules-popup__title">{RULES_TITLE}</Text>
        <View className="rules-popup__body">
          {lines.map((l) => (
            <Text key={l} className="rules-popup__line">
              {l}
            </Text>
          ))}
          {html ? <RichText nodes={content as string} /> : content ? <Text className="rules-popup__text">{content}</Text> : null}
          {!content && lines.length === 0 ? <Text className="rules-popup__text">暂无活动规则</Text> : null}
        </View>
        <Button type="primary" block className="rules-popup__ok" onClick={onClose}>
          {RULES_OK}
        </Button>
      </View>
    </Popup>
  )
}
