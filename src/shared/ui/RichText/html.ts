/** Taro rich-text node list -> HTML (H5 RichText): text escaped, attribute values escaped, tag and attribute names checked */
type Node = { type?: string; name?: string; text?: string; attrs?: Record<string, unknown>; children?: Node[] }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const NAME = /^[a-zA-Z][\w-]*$/
const VOID = /^(?:area|br|col|hr|img|source|track|wbr)$/i

export function nodesToHtml(nodes: unknown): string {
  if (!Array.isArray(nodes)) return ''
  return (nodes as Node[])
    .map((n) => {
      if (!n || typeof n !== 'object') return ''
      if (n.type === 'text') return esc(String(n.text ?? ''))
      if (!n.name || !NAME.test(n.name) || /^script$/i.test(n.name)) return ''
      const attrs = Object.entries(n.attrs || {})
        .filter(([k, v]) => NAME.test(k) && !/^on/i.test(k) && v !== undefined && v !== null)
        .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
        .join('')
      return VOID.test(n.name) ? `<${n.name}${attrs}>` : `<${n.name}${attrs}>${nodesToHtml(n.children)}</${n.name}>`
    })
    .join('')
}
