// default for: weapp, alipay — h5 has its own file (index.h5.tsx)
import { RichText as TaroRichText } from '@tarojs/components'
import type { RichTextProps } from './types'

export type { RichTextProps } from './types'

/**
 * Rich text (goods details, rules, agreements), mini-programs: the platform's <rich-text>.
 * H5 uses index.h5.tsx: a plain element with the same markup, which keeps Taro's web-component library (Stencil and
 * every component, about 50 KiB gzip) out of the pages that show rich text.
 */
export default function RichText({ className, nodes }: RichTextProps) {
  return <TaroRichText className={className} nodes={nodes} />
}
