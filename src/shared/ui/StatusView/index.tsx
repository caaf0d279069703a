import { View, Image } from '@tarojs/components'
import emptyImg from '../assets/empty.svg'
import errorImg from '../assets/error.svg'
import networkImg from '../assets/network.svg'
import { Button, Empty } from '@nutui/nutui-react-taro'
import './index.scss'

export type StatusKind = 'closed' | 'notFound' | 'empty' | 'error'

export interface StatusViewProps {
  kind: StatusKind
  /** main line; defaults per kind */
  text?: string
  actionText?: string
  onAction?: () => void
}

/** bundled illustrations: NutUI's defaults load from a remote host, which we never hot-link */
export const STATUS_IMAGES = { empty: emptyImg, error: errorImg, network: networkImg }

const DEFAULTS: Record<StatusKind, { text: string; image: keyof typeof STATUS_IMAGES }> = {
  closed: { text: '功能暂未开通', image: 'empty' },
  notFound: { text: '抱歉，您访问的页面不存在', image: 'error' },
  empty: { text: '暂无数据', image: 'empty' },
  error: { text: '加载失败，请稍后重试', image: 'error' },
}

/** Full-page state: closed route (closeText), 404, empty list, load error. */
export default function StatusView({ kind, text, actionText, onAction }: StatusViewProps) {
  const d = DEFAULTS[kind]
  return (
    <View className={`status-view status-view--${kind}`}>
      <Empty image={<Image className="status-view__img" src={STATUS_IMAGES[d.image]} />} description={text || d.text} />
      {onAction ? (
        <Button type="primary" fill="outline" className="status-view__btn" onClick={onAction}>
          {actionText || '返回首页'}
        </Button>
      ) : null}
    </View>
  )
}
