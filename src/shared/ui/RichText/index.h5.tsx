import { createElement } from 'react'
import type { RichTextProps } from './types'
import { nodesToHtml } from './html'

export type { RichTextProps } from './types'

/**
 * Rich text, H5: what Taro's <taro-rich-text-core> does (an HTML string as the element's markup; a node list drawn
 * as elements), on a plain <div>: Taro's RichText comes from its web-component library, which would load Stencil and
 * every web component (video, picker, textarea, ... about 50 KiB gzip) into each page that shows rich text.
 */
export default function RichText({ className, nodes }: RichTextProps) {
  const html = typeof nodes === 'string' ? nodes : nodesToHtml(nodes)
  return createElement('div', { className: `taro-rich-text ${className || ''}`.trim(), dangerouslySetInnerHTML: { __html: html } })
}
