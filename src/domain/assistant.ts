/**
 * The AI health assistant's safety rules (/aiChat, issue 15 item 5), shared by the server (which composes every
 * answer with them, whatever the provider) and the page (which shows the disclaimer and the emergency link).
 *
 * - It says plainly that it is an automated assistant, not a doctor (China's rules on internet diagnosis and
 *   treatment: an AI may not present itself as a doctor or replace one).
 * - Red flags (chest pain, stroke signs, suicidal thoughts, bleeding in pregnancy, ...) are found by a vocabulary
 *   matcher (src/domain/triage), never by retrieval or a model, and answered FIRST with 120 and /emergencyLine.
 * - A request for a diagnosis or a dose is declined (the rest of the question may still be answered from the
 *   hospital's own content, which informs and never prescribes).
 */
import { EMERGENCY_NUMBERS } from './emergency'
import { detectRedFlagId, type RedFlagId } from './triage/redFlags'

export type { RedFlagId } from './triage/redFlags'

export const ASSISTANT_DISCLAIMER =
  '我是自动化的AI健康助手，不是医生。回答仅供健康科普参考，不能作为诊断、用药或治疗的依据；身体不适请及时就医。'

export const EMERGENCY_PATH = '/emergencyLine'
export const CUSTOMER_SERVICE_PATH = '/customerService'

/** what one user may ask: characters per question, questions per minute and per business day, new conversations per business day */
export const ASSISTANT_LIMITS = { maxChars: 500, perMinute: 6, perDay: 60, conversationsPerDay: 20 } as const

const number = (n: string) => EMERGENCY_NUMBERS.find((e) => e.number === n)!

export interface RedFlagRule {
  id: RedFlagId
  /** what the patient described, in plain words */
  label: string
  /** the hotline besides 120 (mental health: 12356; gas: 119) */
  hotline?: { number: string; name: string }
  /** a line after the 120 line (what to do, the other hotline) */
  advice?: string
}

/**
 * The red-flag categories and what the answer says. Which one a question shows is read by the vocabulary matcher
 * of src/domain/triage/redFlags.ts (a vocabulary per category, tested on the corpus in src/domain/triage/corpus.ts),
 * never by retrieval or a model. A red flag is answered with the emergency lines and a hand-over only: no quoted
 * content (a passage about low blood sugar next to chest pain misleads) and nothing sent to an external provider.
 * A false alarm costs a detour; a missed one can cost a life, so the vocabulary is generous.
 */
export const RED_FLAGS: readonly RedFlagRule[] = [
  { id: 'chest_pain', label: '胸痛、胸闷' },
  { id: 'stroke', label: '疑似中风（口角歪斜、一侧肢体无力、说话不清）' },
  {
    id: 'suicide',
    label: '想伤害自己',
    hotline: { number: '12356', name: number('12356').name },
    advice: `如果您正在经历情绪困扰或有伤害自己的想法，请拨打 12356（${number('12356').name}），身边有人时请告诉他们。`,
  },
  { id: 'pregnancy_bleeding', label: '孕期出血' },
  { id: 'breathing', label: '呼吸困难' },
  { id: 'unconscious', label: '意识不清、抽搐' },
  { id: 'bleeding', label: '大量出血' },
  { id: 'poisoning', label: '中毒或误服' },
  { id: 'allergy', label: '严重过敏' },
  { id: 'headache', label: '突发剧烈头痛' },
  { id: 'trauma_burn', label: '严重外伤、烧烫伤、触电或溺水' },
  {
    id: 'gas',
    label: '燃气泄漏或一氧化碳中毒',
    hotline: { number: '119', name: number('119').name },
    advice: `请立即开窗通风、关闭燃气阀门，把人转移到空气新鲜的地方；不要开关电器，不要在室内打电话，到室外再拨打；燃气泄漏同时拨打 119（${number('119').name}）。`,
  },
]

/** NFKC (full-width letters, digits), no whitespace, lower case: what the refusal rules below match */
export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()
}

/** the first red flag the question shows (src/domain/triage/redFlags.ts), or null */
export function detectRedFlag(text: string): RedFlagRule | null {
  const id = detectRedFlagId(text)
  return id ? (RED_FLAGS.find((r) => r.id === id) ?? null) : null
}

/** the emergency paragraph that opens the answer to a red-flag question (120 first, then /emergencyLine) */
export function redFlagText(rule: RedFlagRule): string {
  const lines = [
    `【紧急提醒】您描述的情况（${rule.label}）可能危及生命。请立即拨打 120 急救电话，或尽快到最近医院的急诊就诊，不要等待线上回复。`,
  ]
  if (rule.advice) lines.push(rule.advice)
  lines.push('急救电话和等待救护车时的处理要点，请查看“急救热线”页面。')
  return lines.join('\n')
}

export type RefusalKind = 'diagnosis' | 'dose'

/** a medicine is named ... */
const DRUG =
  /药|胶囊|丸|硝酸甘油|颗粒|针剂|打针|注射|激素|胰岛素|抗生素|头孢|阿莫西林|阿司匹林|布洛芬|对乙酰氨基酚|二甲双胍|他汀|降压|降糖|退烧|止痛/
/** ... together with an amount, a schedule or a change */
const AMOUNT = /多少(?!钱)|几(片|粒|颗|毫克|克|支|袋|次|mg|ml|天)|剂量|用量|毫克|mg|加量|减量|加药|减药|停|换|一天几|怎么吃|怎么用/
/** asked on their own, these are dose questions */
const DOSE_ALONE = /剂量|用法用量|多少毫克|多少mg|(吃|服|用)几(片|粒|颗|丸|支|袋)/
const DIAGNOSIS =
  /我是不是|我是否|会不会是|是不是得了|是不是患了|帮我诊断|给我诊断|诊断一下|能确诊|帮我确诊|得了什么病|是什么病|严不严重|要不要紧/

/** a request the assistant declines: a dose (any medicine question about amounts or stopping) or a diagnosis */
export function detectRefusal(text: string): RefusalKind | null {
  const t = normaliseQuestion(text)
  if (DOSE_ALONE.test(t) || (DRUG.test(t) && AMOUNT.test(t))) return 'dose'
  if (DIAGNOSIS.test(t)) return 'diagnosis'
  return null
}

export const REFUSAL_TEXT: Record<RefusalKind, string> = {
  dose: '我不能提供用药剂量、加减药或停药的建议。用药请遵医嘱，或咨询医生、药师；请不要自行调整药量。',
  diagnosis: '我不能根据描述做出诊断，也不能判断病情轻重。如有不适，请到医院就诊，由医生面诊后判断。',
}

/** what the answer to one question starts with, decided before any provider runs */
export interface AnswerPlan {
  redFlag: RedFlagRule | null
  refusal: RefusalKind | null
  /** look up the hospital's content / ask the provider after the opening paragraphs (never after a red flag) */
  answer: boolean
}

export function planAnswer(text: string): AnswerPlan {
  const redFlag = detectRedFlag(text)
  const refusal = detectRefusal(text)
  return { redFlag, refusal, answer: !redFlag }
}

/** the paragraphs that open the answer: the emergency lines first, then the refusal */
export function openingText(plan: AnswerPlan): string {
  const parts: string[] = []
  if (plan.redFlag) parts.push(redFlagText(plan.redFlag))
  if (plan.refusal) parts.push(REFUSAL_TEXT[plan.refusal])
  return parts.length ? `${parts.join('\n\n')}\n\n` : ''
}

/** a question must have text and at most ASSISTANT_LIMITS.maxChars characters (code points) */
export function questionProblem(text: string): 'empty' | 'too_long' | null {
  const t = text.trim()
  if (!t) return 'empty'
  if ([...t].length > ASSISTANT_LIMITS.maxChars) return 'too_long'
  return null
}

/** the system prompt an external (OpenAI-compatible) model runs with: the same rules as the built-in answerer */
export const EXTERNAL_SYSTEM_PROMPT = [
  '你是医院小程序里的自动化AI健康助手，不是医生。',
  '只提供健康科普、体检套餐、就医流程和医院服务方面的一般信息。',
  '绝不做出诊断，绝不给出任何药物的剂量、用法、加减药或停药建议；遇到这类请求请建议就医或咨询医生、药师。',
  '如出现胸痛、中风表现、呼吸困难、大量出血、孕期出血、意识不清、突发剧烈头痛、严重外伤或烧烫伤、中毒、燃气泄漏或伤害自己的想法，首先提醒立即拨打120。',
  '回答简洁，使用中文，不超过300字。',
].join('\n')

/** a piece of an answer's text; `keep`: drawn on one line (a reading like 140/90 mmHg must not break apart) */
export interface TextPiece {
  text: string
  keep: boolean
}

/**
 * Readings, ranges and units that must not break across lines (issue 35: "140/90" broke after the slash, as the
 * bubble breaks anywhere for long Chinese text): 140/90, 180/110 mmHg, ≥135/85 mmHg, 6.1～7.0 mmol/L, 38.5 ℃.
 */
const KEEP_TOGETHER =
  /[≥≤<>]?\d+(?:\.\d+)?(?:\s*[/／～~-]\s*\d+(?:\.\d+)?)*(?:\s*(?:mmHg|mmol\/L|kg\/m²|kg|cm|mg|ml|℃|%|次\/分))?|mmHg|mmol\/L/g

export function keepTogether(text: string): TextPiece[] {
  const out: TextPiece[] = []
  let last = 0
  for (const m of text.matchAll(KEEP_TOGETHER)) {
    const at = m.index ?? 0
    // a lone number without a slash, range or unit may break like any other text
    if (!/[/／～~-]|[a-z℃%²]/i.test(m[0])) continue
    if (at > last) out.push({ text: text.slice(last, at), keep: false })
    out.push({ text: m[0], keep: true })
    last = at + m[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last), keep: false })
  return out
}
