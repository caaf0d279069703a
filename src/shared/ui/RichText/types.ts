import type { RichTextProps as TaroRichTextProps } from '@tarojs/components'

export interface RichTextProps {
  className?: string
  /** an HTML string or Taro's rich-text node list */
  nodes?: TaroRichTextProps['nodes']
}
