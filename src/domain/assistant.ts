/**
 * The AI health assistant's safety rules (/aiChat, issue 15 item 5), shared by the server (which composes every
 * answer with them, whatever the provider) and the page (which shows the disclaimer and the emergency link).
 *
 * - It says plainly that it is an automated assistant, not a doctor (China's rules on internet diagnosis and
 *   treatment: an AI may not present itself as a doctor or replace one).
 * - Red flags (chest pain, stroke signs, suicidal thoughts, bleeding in pregnancy, ...) are found by a rule table,
 *   never by retrieval or a model, and answered FIRST with 120 and /emergencyLine.
 * - A request for a diagnosis or a dose is declined (the rest of the question may still be answered from the
 *   hospital's own content, which informs and never prescribes).
 */
import { EMERGENCY_NUMBERS } from './emergency'

export const ASSISTANT_DISCLAIMER =
  '我是自动化的AI健康助手，不是医生。回答仅供健康科普参考，不能作为诊断、用药或治疗的依据；身体不适请及时就医。'

export const EMERGENCY_PATH = '/emergencyLine'
export const CUSTOMER_SERVICE_PATH = '/customerService'

/** what one user may ask: characters per question, questions per minute and per business day */
export const ASSISTANT_LIMITS = { maxChars: 500, perMinute: 6, perDay: 60 } as const

const number = (n: string) => EMERGENCY_NUMBERS.find((e) => e.number === n)!

export interface RedFlagRule {
  id: 'chest_pain' | 'stroke' | 'suicide' | 'pregnancy_bleeding' | 'breathing' | 'unconscious' | 'bleeding' | 'poisoning' | 'allergy'
  /** what the patient described, in plain words */
  label: string
  /** any pattern matches (patterns of `allOf` must all match) */
  anyOf: readonly RegExp[]
  allOf?: readonly RegExp[]
  /** the hotline besides 120 (mental health: 12356) */
  hotline?: { number: string; name: string }
}

/**
 * The red-flag table. Patterns match the normalised text (normaliseQuestion: NFKC, no spaces, lower case). A red
 * flag is answered with the emergency lines and a hand-over only: no quoted content (a passage about low blood
 * sugar next to chest pain misleads) and nothing sent to an external provider. A false alarm costs a detour; a
 * missed one can cost a life, so the patterns are generous.
 */
export const RED_FLAGS: readonly RedFlagRule[] = [
  {
    id: 'chest_pain',
    label: '胸痛、胸闷',
    anyOf: [/胸痛|心绞痛|心梗|心肌梗/, /(胸口|胸部|胸前|心口)[^，。,.!！?？]{0,4}(痛|疼|压|闷|绞)/],
  },
  {
    id: 'stroke',
    label: '疑似中风（口角歪斜、一侧肢体无力、说话不清）',
    anyOf: [
      /(口角|嘴角?|嘴巴|口眼|脸)[^，。,.]{0,2}歪/,
      /(一侧|半边|单侧|一边|左边|右边|左侧|右侧)(身体|身子|肢体|手脚|胳膊|手|腿|脚|脸)[^，。,.]{0,3}(麻|无力|没力气?|不能动|动不了|不听使唤)/,
      /(说话|讲话|言语|口齿|吐字)[^，。,.]{0,2}(不清|含糊|不利索)/,
      /突然[^，。,.]{0,6}(看不清|看不见|说不出话|剧烈头痛|头痛欲裂|站不稳)/,
      /中风了|半身不遂|偏瘫了/,
    ],
  },
  {
    id: 'suicide',
    label: '想伤害自己',
    anyOf: [/自杀|轻生|不想活|想死|活不下去|寻死|割腕|跳楼|结束(自己的?)?生命|伤害自己/],
    hotline: { number: '12356', name: number('12356').name },
  },
  {
    id: 'pregnancy_bleeding',
    label: '孕期出血',
    anyOf: [/宫外孕/],
    allOf: [/怀孕|孕期|孕妇|妊娠|孕\d+周|有孕|孕早期|孕中期|孕晚期/, /出血|流血|见红|血崩|血块/],
  },
  {
    id: 'breathing',
    label: '呼吸困难',
    anyOf: [/呼吸困难|喘不上气|喘不过气|透不过气|上不来气|憋得慌|窒息|呼吸急促/],
  },
  {
    id: 'unconscious',
    label: '意识不清、抽搐',
    anyOf: [/昏迷|意识不清|叫不醒|不省人事|昏倒|晕过去了|抽搐|惊厥|抽风/],
  },
  {
    id: 'bleeding',
    label: '大量出血',
    anyOf: [/大出血|血流不止|止不住血|大量出血|吐血|呕血|咯血|大口出血/],
  },
  {
    id: 'poisoning',
    label: '中毒或误服',
    anyOf: [/中毒|误服|误食|喝了农药|吞了|药吃多了|过量服/],
  },
  {
    id: 'allergy',
    label: '严重过敏',
    anyOf: [/(喉咙|嗓子|舌头|嘴唇)[^，。,.]{0,3}(肿|发紧)/, /过敏[^，。,.]{0,6}(喘|呼吸|休克|晕)/],
  },
]

/** NFKC (full-width letters, digits), no whitespace, lower case: what every rule below matches */
export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()
}

/** the first red flag the question shows, or null */
export function detectRedFlag(text: string): RedFlagRule | null {
  const t = normaliseQuestion(text)
  for (const rule of RED_FLAGS) {
    const any = rule.anyOf.some((p) => p.test(t))
    const all = !!rule.allOf && rule.allOf.every((p) => p.test(t))
    if (any || all) return rule
  }
  return null
}

/** the emergency paragraph that opens the answer to a red-flag question (120 first, then /emergencyLine) */
export function redFlagText(rule: RedFlagRule): string {
  const lines = [
    `【紧急提醒】您描述的情况（${rule.label}）可能危及生命。请立即拨打 120 急救电话，或尽快到最近医院的急诊就诊，不要等待线上回复。`,
  ]
  if (rule.hotline)
    lines.push(`如果您正在经历情绪困扰或有伤害自己的想法，请拨打 ${rule.hotline.number}（${rule.hotline.name}），身边有人时请告诉他们。`)
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
  '如出现胸痛、中风表现、呼吸困难、大量出血、孕期出血、意识不清或伤害自己的想法，首先提醒立即拨打120。',
  '回答简洁，使用中文，不超过300字。',
].join('\n')
