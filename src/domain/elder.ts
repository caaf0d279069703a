/**
 * The elder-friendly home (适老化, issue 16; docs/ELDER-MODE.md): the hospital's main services first, no
 * advertisements and nothing floating over the page. MIIT 《移动互联网应用（APP）适老化通用设计规范》 (2021)
 * asks for the core functions up front, no advertising in the elder version and no content that moves or
 * covers the page by itself.
 */

/** block kinds (canonical names of src/features/home/blocks/registry.tsx) that are the hospital's main services */
export const ELDER_SERVICE_KINDS = ['iconNav', 'blockNav', 'buttonGroup'] as const
/** then the search and notices */
export const ELDER_NEXT_KINDS = ['search', 'tipText'] as const
/** not shown in the elder mode: inline ads, floating icons over the content */
export const ELDER_HIDDEN_KINDS = ['advert', 'floatIcons'] as const

/**
 * The blocks of a page in the elder mode: services first, then search and notices, then the rest in their
 * configured order; hidden kinds dropped. `kindOf` maps a configured type to its canonical kind (aliases).
 * Stable: blocks of the same rank keep their order.
 */
export function elderHomeBlocks<B extends { type: string }>(blocks: readonly B[], kindOf: (type: string) => string = (t) => t): B[] {
  const rank = (b: B) => {
    const k = kindOf(b.type)
    if ((ELDER_SERVICE_KINDS as readonly string[]).includes(k)) return 0
    if ((ELDER_NEXT_KINDS as readonly string[]).includes(k)) return 1
    return 2
  }
  return blocks
    .filter((b) => !(ELDER_HIDDEN_KINDS as readonly string[]).includes(kindOf(b.type)))
    .map((b, i) => ({ b, i, r: rank(b) }))
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.b)
}
