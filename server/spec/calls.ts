/**
 * SPEC §7 ("Calls") read mechanically: every API name the section mentions, with the context it is
 * matched in. Used by ./completeness.test.ts (each name must be a path of the server's /openapi.json).
 *
 * The section is prose, so the reading is a small set of rules, each tested in ./calls.test.ts:
 *  - only the bold-headed paragraphs count ("**Cart (order-center):** ..."); the preamble lists headers and
 *    prefixes, the closing line is about answers;
 *  - text in parentheses is parameters or remarks ("(phone, verifyCode)", "(POST and GET)"): dropped;
 *  - the rest is split at commas, semicolons and full stops; a piece loses its leading label ("Older:",
 *    "Paediatric:"), verbs (GET, POST, PUT, DELETE, GET/POST, "multipart", "form(s)"), and a leading
 *    lower-case word that names a group ("tracking", "customer service", "servicePerson");
 *  - what is left is an API name when it is one token of letters, digits, '/', '-', '{}' (a query
 *    "?type=11" is cut off) with a capital inside it or a '/' ("queryCart", "cart/payCart"), or one of the
 *    plain-word names of §7 (register, password, list, ...); "a and b" gives two names; anything else is
 *    prose and is returned in `prose` so a reader can see what was not taken as a name.
 */

export interface SpecCall {
  /** as written (query cut off, leading '/' dropped), e.g. 'cart/queryCart', 'verifyCode', 'index/bestDetail' */
  name: string
  /** the bold heading of its paragraph, e.g. 'Cart (order-center)' */
  group: string
  /** the last name with a '/' before it in the same paragraph, e.g. 'recevAddress' for 'saveOrUpdate' */
  context: string | null
  /** "also under <path>": served at exactly '<context>/<name>' (a same-named call elsewhere does not count) */
  strict?: boolean
}

export interface SpecCalls {
  calls: SpecCall[]
  /** pieces read as prose, not names */
  prose: string[]
}

/** plain lower-case words that §7 uses as API names (a word list, not a guess: each occurs as a call in §7) */
export const PLAIN_NAMES = new Set([
  'register',
  'password',
  'wxlogin',
  'list',
  'goods',
  'save',
  'edit',
  'detail',
  'remove',
  'delete',
  'area',
  'conversion',
  'coupons',
])
const VERB = /^(GET\/POST|GET|POST|PUT|DELETE|multipart|forms?|query-style|PUT-style|PUT forms)\b\s*/
const LABEL = /^[A-Z][A-Za-z -]*:\s*/ // "Older:", "Paediatric:", "Order route:", "Home:", "Studio department:"

/** the text of '## 7.' up to the next '## ' heading */
export function section7(markdown: string): string {
  const start = markdown.search(/^## 7\. /m)
  if (start < 0) throw new Error('SPEC: no "## 7." heading')
  const rest = markdown.slice(start + 3)
  const end = rest.search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end)
}

function isName(token: string): boolean {
  if (!/^\/?[A-Za-z][A-Za-z0-9/{}-]*$/.test(token)) return false
  return token.includes('/') || /[a-z][A-Z]/.test(token) || PLAIN_NAMES.has(token)
}

function dropParentheses(text: string): string {
  let out = text
  for (let i = 0; i < 5; i++) out = out.replace(/\([^()]*\)/g, ' ')
  return out
}

/** one piece of a paragraph -> its names and the group word before them (null when it is prose) */
export function namesOfPiece(piece: string): { names: string[]; group: string | null } | null {
  // group: the namespace the piece opens ('' = none, null = it keeps the current one)
  let p = piece.trim().replace(/\s+/g, ' ')
  for (let i = 0; i < 4; i++) p = p.replace(LABEL, '').replace(VERB, '').trim()
  p = p.replace(/ with a body$/, '') // "DELETE delete with a body"
  const called = /^[A-Za-z ]* call (\S+) exists$/.exec(p) // "A bank payment notify call cmbNotify exists"
  if (called && isName(cut(called[1]))) return { names: [cut(called[1])], group: null }
  // a lower-case group word before a verb or a name: "tracking POST x", "customer service GET x", "patientArchives familyList"
  const verbed = /^(?:[a-z][A-Za-z]*\s+){1,2}(?:GET|POST|PUT|DELETE)\s+(\S+)$/.exec(p)
  if (verbed && isName(cut(verbed[1]))) return { names: [cut(verbed[1])], group: '' } // a new group: no namespace
  const grouped = /^([a-z][A-Za-z]*) ([a-z][A-Za-z]*)$/.exec(p)
  if (grouped && isName(cut(grouped[2]))) return { names: [cut(grouped[2])], group: grouped[1] }
  const both = /^(\S+) and (\S+)$/.exec(p)
  if (both && isName(cut(both[1])) && isName(cut(both[2]))) return { names: [cut(both[1]), cut(both[2])], group: null }
  const one = cut(p)
  return isName(one) ? { names: [one], group: null } : null
}

function cut(token: string): string {
  return token.replace(/\?.*$/, '').replace(/^\//, '').replace(/[.:]$/, '')
}

/** sentences that list parameters, not calls ("Cart rule form takes categoryId, ...", "Parameters groupId, ...") */
const PARAMETER_SENTENCE = /(^|\.\s)[^.]*\b(takes|Parameters)\b[^.]*\./g

/** every API name of §7, in order, and the prose pieces */
export function specCalls(markdown: string): SpecCalls {
  const calls: SpecCall[] = []
  const prose: string[] = []
  for (const paragraph of section7(markdown).split(/\n\s*\n/)) {
    const head = /^\*\*(.+?):?\*\*:?\s*/.exec(paragraph.trim())
    if (!head) continue
    const group = head[1].replace(/:$/, '')
    // "User services (also under /gaia/user/)": every name of the paragraph is served there too
    const alias = /also under \/?([\w/-]+?)\/?\)/.exec(group)?.[1] ?? null
    const body = dropParentheses(paragraph.trim().slice(head[0].length)).replace(PARAMETER_SENTENCE, '$1')
    // the namespace of the last 'a/b' name carries to the plain names after it, up to the end of the sentence
    for (const sentence of body.split(/\.(?:\s|$)/)) {
      let context: string | null = null
      for (const piece of sentence.split(/[,;]/)) {
        if (!piece.trim()) continue
        if (LABEL.test(piece.trim())) context = null // "Older: GET ...", "Paediatric: POST ..."
        const read = namesOfPiece(piece)
        if (!read) {
          prose.push(piece.trim())
          continue
        }
        if (read.group !== null) context = read.group || null
        for (const name of read.names) {
          const absolute = /^\s*(?:[A-Z]+\s+)*\//.test(piece) // "POST /glWxLogin": no namespace
          calls.push({ name, group, context: name.includes('/') || absolute ? null : context })
          if (alias) calls.push({ name, group, context: name.includes('/') || !context ? alias : `${alias}/${context}`, strict: true })
          if (name.includes('/')) context = name.slice(0, name.lastIndexOf('/'))
        }
      }
    }
  }
  return { calls, prose }
}

/**
 * the /openapi.json paths that serve a §7 name. §7 often lists plain names after a namespaced one
 * ("cart/queryCart; POST addCart") without saying whether the namespace carries, so:
 *  - a name is served by a path ending in '/<context>/<name>';
 *  - or, when the server serves the context's namespace at all, by any path ending in '/<name>' (the
 *    plain words of §7 — "list", "detail" — excepted: too common to mean anything alone);
 *  - a namespace the server does not serve at all (e.g. 'pediatric/market'), and an "also under" path
 *    ('gaia/user'), is never satisfied by a same-named call elsewhere.
 */
export function pathsOf(call: SpecCall, paths: readonly string[]): string[] {
  if (call.context) {
    const strict = paths.filter((p) => p.endsWith(`/${call.context}/${call.name}`))
    if (strict.length || call.strict) return strict
    const namespaceServed = paths.some((p) => p.includes(`/${call.context}/`))
    if (!namespaceServed || PLAIN_NAMES.has(call.name)) return []
  }
  return paths.filter((p) => p.endsWith(`/${call.name}`))
}

/** where the product's SPEC.md is: $SPEC_PATH, else 'shared/SPEC.md' in the repo folder or one of its parents
 * (the team's layout is <work>/shared/SPEC.md beside <work>/<clone>) */
export function locateSpec(root: string, env: Record<string, string | undefined>, exists: (file: string) => boolean): string | null {
  if (env.SPEC_PATH) return exists(env.SPEC_PATH) ? env.SPEC_PATH : null
  let dir = root
  for (;;) {
    const candidate = `${dir}/shared/SPEC.md`
    if (exists(candidate)) return candidate
    const parent = dir.replace(/\/[^/]+$/, '')
    if (parent === dir || parent === '') return null
    dir = parent
  }
}

/** the key of a call in the exceptions list: '<context>/<name>' or the name */
export function callKey(call: SpecCall): string {
  return call.context ? `${call.context}/${call.name}` : call.name
}
