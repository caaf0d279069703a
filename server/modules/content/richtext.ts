/**
 * Rich text for every target (issue 14): stored HTML is sanitised with sanitize-html (the page builder's
 * allow-list: no scripts, no event handlers, no javascript: links, http(s) or relative images only) and
 * then turned into Taro's RichText node set ({name, attrs, children} / {type:'text', text}), which the app
 * renders as elements on H5 (no innerHTML) and as rich-text nodes on WeChat and Alipay.
 */
import { parseDocument } from 'htmlparser2'
import type { RichAttrs, RichNode } from '../../../contract/content'
import { RICH_DEPTH } from '../../../contract/content'
import { sanitizeArticle } from '../../modules/page-builder'

type DomNode = ReturnType<typeof parseDocument>['children'][number]

const ATTRS: ReadonlyArray<keyof RichAttrs> = ['src', 'alt', 'href', 'width', 'height', 'colspan', 'rowspan']
/** images fit the screen width on every target */
const IMG_STYLE = 'max-width:100%;height:auto;display:block;margin:8px 0;'

const textOf = (n: DomNode): string => (n.type === 'text' ? n.data : 'children' in n ? (n.children as DomNode[]).map(textOf).join('') : '')

function convert(n: DomNode, depth: number): RichNode | null {
  if (n.type === 'text') return n.data ? { type: 'text', text: n.data } : null
  if (n.type !== 'tag') return null
  if (depth >= RICH_DEPTH) {
    const text = textOf(n)
    return text ? { type: 'text', text } : null
  }
  const attrs: RichAttrs = {}
  for (const k of ATTRS) {
    const v = n.attribs[k]
    if (v !== undefined && v !== '') attrs[k] = v
  }
  if (n.name === 'img') attrs.style = IMG_STYLE
  attrs.class = `rt-${n.name}`
  const children = n.children.map((c) => convert(c as DomNode, depth + 1)).filter((c): c is RichNode => c !== null)
  return { name: n.name, attrs, ...(children.length ? { children } : {}) }
}

/** sanitised rich-text nodes of stored HTML; `assetHost` makes /assets/ image paths absolute (mini-programs need it) */
export function richNodes(html: string, assetUrl: (path: string) => string = (p) => p): RichNode[] {
  const doc = parseDocument(sanitizeArticle(html))
  const nodes = doc.children.map((c) => convert(c, 0)).filter((c): c is RichNode => c !== null)
  const fix = (list: RichNode[]) => {
    for (const node of list) {
      if (node.attrs?.src?.startsWith('/assets/')) node.attrs.src = assetUrl(node.attrs.src)
      if (node.children) fix(node.children)
    }
  }
  fix(nodes)
  return nodes
}
