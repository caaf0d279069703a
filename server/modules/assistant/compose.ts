/**
 * The built-in answerer's answer (issue 35 item 9): a short structured answer composed from the hospital's own
 * content, never a list of titles. Four parts, each only when the content has it:
 *
 *   【是什么】           what it is (the entry's summary and its "什么是 / 表现 / 诊断标准" section; a package's or
 *                        a service's own description)
 *   【在家怎么做】       what to do at home (the "日常管理 / 家里怎么做 / 测量前 ..." sections)
 *   【何时就医、看哪个科】 when to see a doctor, and which department of this hospital (the entry's author when it is
 *                        a department, the department of the doctor who wrote it, a doctor found for the question)
 *   【警示信号】         warning signs (the "立即就医 / 危险信号" sections and every sentence naming 120); a health
 *                        answer without one gets the general 120 line
 *
 * The sources are given once, as the links under the answer (only documents a sentence was taken from, each page
 * once, at most three); the text names none of them again. Red flags never reach this (src/domain/assistant
 * planAnswer decides before any provider runs). Pure: the tests feed it hand-made hits.
 */
import type { AssistantLink } from '../../../contract/assistant'
import { ASSISTANT_MSG } from '../../../src/domain/messages/assistant'

export type SectionRole = 'what' | 'home' | 'when' | 'warning'

export const SECTION_LABEL: Record<SectionRole, string> = {
  what: '【是什么】',
  home: '【在家怎么做】',
  when: '【何时就医、看哪个科】',
  warning: '【警示信号】',
}
const ORDER: SectionRole[] = ['what', 'home', 'when', 'warning']

/** one document of the index as the composer sees it */
export interface ComposeDoc {
  id: string
  kind: AssistantLink['kind']
  title: string
  /** a content entry's summary, a goods' selling point */
  summary?: string
  /** the entry's text by heading (text before the first heading: heading '') */
  sections?: Array<{ heading: string; text: string }>
  /** the whole text (documents without sections) */
  text: string
  /** a package's items line ("包含…") */
  lead?: string
  /** the department of this hospital the content belongs to, when known */
  department?: string | null
  link: AssistantLink
}

export interface ComposeHit {
  doc: ComposeDoc
  score: number
}

/** which part of the answer a section heading feeds (warning words first: "何时立即就医" is a warning) */
export function roleOfHeading(heading: string): SectionRole {
  if (/立即|危险|信号|警惕|当心|紧急|急救|识别中风/.test(heading)) return 'warning'
  if (/就医|就诊|看医生|复查|门诊|看什么科|挂号/.test(heading)) return 'when'
  if (/什么是|是什么|诊断标准|表现|症状|为什么|怎么发现|适用人群|概述|简介|认识/.test(heading) || heading === '') return 'what'
  return 'home'
}

/** a sentence naming 120 or an emergency room is a warning sign wherever it stands */
const WARNING_SENTENCE = /120|急诊|立即就医|马上就医/
const WHEN_SENTENCE = /门诊|就诊|就医|复诊|看医生|到医院|挂号/

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[。！？；!?;\n])/)
    .map((s) => s.trim())
    .filter((s) => [...s].length > 1)
}

/** at most `max` characters (code points), cut at a sentence end where one fits, else with an ellipsis */
export function clipSentences(parts: string[], max: number): string {
  let out = ''
  for (const s of parts) {
    if ([...out].length + [...s].length <= max) out += s
    else if (!out) return `${[...s].slice(0, max).join('')}…`
    else break
  }
  return out
}

/** a sentence ends with Chinese punctuation (the parts are joined without separators) */
const closed = (s: string) => (/[。！？；!?;]$/.test(s) ? s : `${s}。`)

/** the sentences of one document by the part of the answer they feed */
export function partsOf(doc: ComposeDoc): Record<SectionRole, string[]> {
  const out: Record<SectionRole, string[]> = { what: [], home: [], when: [], warning: [] }
  const put = (role: SectionRole, s: string) => {
    const r: SectionRole = role !== 'warning' && WARNING_SENTENCE.test(s) ? 'warning' : role
    if (!out[r].includes(s)) out[r].push(closed(s))
  }
  switch (doc.kind) {
    case 'package':
      put('what', `《${doc.title}》是本院的体检套餐${doc.summary ? `：${doc.summary}` : ''}`)
      if (doc.lead) put('what', doc.lead)
      return out
    case 'service':
      put('what', `本院提供《${doc.title}》${doc.summary ? `：${doc.summary}` : ''}`)
      return out
    case 'doctor':
      put('when', `可预约本院${doc.title}${doc.summary ? `（擅长${doc.summary.replace(/[。；;]+$/, '')}）` : ''}`)
      return out
    case 'emergency':
      for (const s of sentences(doc.text).slice(0, 2)) put('warning', s)
      return out
    default:
      break
  }
  if (doc.summary) put('what', doc.summary)
  if (doc.sections?.length) {
    for (const sec of doc.sections) {
      const role = roleOfHeading(sec.heading)
      for (const s of sentences(sec.text)) put(role === 'what' && WHEN_SENTENCE.test(s) ? 'when' : role, s)
    }
  } else {
    // a Q&A or an article without headings: the first sentence says what it is, the rest is what to do
    sentences(doc.text).forEach((s, i) => put(WHEN_SENTENCE.test(s) ? 'when' : i === 0 && !doc.summary ? 'what' : 'home', s))
  }
  return out
}

const HEALTH_KINDS = new Set<AssistantLink['kind']>(['wiki', 'article', 'advisory'])
/** characters per part (the answer stays short: four parts of at most this) */
export const PART_MAX = 90

export interface ComposedAnswer {
  text: string
  /** the documents a sentence was taken from, each page once, at most three */
  links: AssistantLink[]
}

/**
 * The answer of the hits (best first): the parts come from the best document; a part it lacks is taken from the
 * next documents of the same family (health content or a doctor of the same department; a package or service
 * answer is not mixed with an article's advice), and a health answer without a warning part gets the general 120 line.
 */
export function composeAnswer(hits: ComposeHit[]): ComposedAnswer {
  if (!hits.length) return { text: ASSISTANT_MSG.NO_MATCH, links: [] }
  const top = hits[0]
  const health = HEALTH_KINDS.has(top.doc.kind)
  // a part is borrowed only from a document of the same department (a pregnancy Q&A says nothing about a child's fever)
  const related = (d: ComposeDoc) =>
    health
      ? (HEALTH_KINDS.has(d.kind) || d.kind === 'doctor') && !!top.doc.department && d.department === top.doc.department
      : d.kind === top.doc.kind
  const family = hits.filter((h, i) => i === 0 || related(h.doc))
  const chosen: Partial<Record<SectionRole, { text: string; doc: ComposeDoc }>> = {}
  for (const h of family) {
    const parts = partsOf(h.doc)
    for (const role of ORDER) {
      if (chosen[role] || !parts[role].length) continue
      chosen[role] = { text: clipSentences(parts[role], PART_MAX), doc: h.doc }
    }
  }
  const department = family.map((h) => h.doc.department).find((d): d is string => !!d)
  if (health && department) {
    const when = chosen.when?.text ?? ''
    if (!when.includes(department))
      chosen.when = {
        text: `${when}${ASSISTANT_MSG.SEE_DEPARTMENT(department)}`,
        doc: chosen.when?.doc ?? family.find((h) => h.doc.department === department)!.doc,
      }
  }
  if (health && !chosen.warning) chosen.warning = { text: ASSISTANT_MSG.GENERAL_WARNING, doc: top.doc }

  const lines = ORDER.filter((r) => chosen[r]).map((r) => `${SECTION_LABEL[r]}${chosen[r]!.text}`)
  const links: AssistantLink[] = []
  for (const r of ORDER) {
    const doc = chosen[r]?.doc
    if (!doc || links.some((l) => l.url === doc.link.url)) continue
    // the general warning line is ours, not the document's: it does not make the document a source
    if (
      r === 'warning' &&
      chosen.warning?.text === ASSISTANT_MSG.GENERAL_WARNING &&
      !ORDER.some((o) => o !== 'warning' && chosen[o]?.doc === doc)
    )
      continue
    links.push(doc.link)
  }
  return { text: lines.join('\n'), links: links.slice(0, 3) }
}
