/**
 * The built-in answerer's retrieval: a full-text index per hospital over the hospital's own content — articles,
 * wiki and advice entries (content_entry, the hospital's and the shared ones), check-up packages with their items
 * (pe_package + goods + pe_package_profile), the other goods on sale (services), the doctors and their
 * departments, the hospital's profile and the emergency page. Chinese words by @node-rs/jieba (cutForSearch, the
 * dictionary loaded once per process), ranking by minisearch (docs/three-targets spike §5: 5/5 questions with the
 * right documents in the first three).
 *
 * Built at start (warm) and rebuilt when the hospital's content changes: each search first reads a signature of
 * the source tables (counts, latest ids and times, total text length) and rebuilds on a difference.
 */
import type { Kysely } from 'kysely'
import MiniSearch from 'minisearch'
import type { DB } from '../../lib/db'
import { EMERGENCY_NUMBERS, FIRST_AID } from '../../../src/domain/emergency'
import { doctorLink } from '../../../src/domain/contentLinks'
import { expandQuestion, STOP_WORDS } from './synonyms'
import type { ComposeDoc } from './compose'

/** a document of the index: what the composer reads (./compose) */
export type SearchDoc = ComposeDoc

export interface SearchHit {
  doc: SearchDoc
  score: number
  /** the sentence(s) of the document that best match the question */
  passage: string
}

// ------------------------------------------------------------------ segmentation

interface JiebaLike {
  cutForSearch(text: string, hmm?: boolean): string[]
}
let jieba: JiebaLike | null = null

function segmenter(): JiebaLike {
  if (!jieba) {
    // loaded on first use (0.4–0.8 s for the dictionary), then kept for the process
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a native addon with a CommonJS entry
    const { Jieba } = require('@node-rs/jieba') as { Jieba: { withDict(d: Uint8Array): JiebaLike } }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the dictionary ships as a CommonJS export
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array }
    jieba = Jieba.withDict(dict)
  }
  return jieba
}

const PUNCT = /^[\s\p{P}\p{S}]+$/u

/** the search terms of a text: jieba's search cut, lower case, without stop words and punctuation */
export function terms(text: string): string[] {
  return segmenter()
    .cutForSearch(text.normalize('NFKC'), true)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w && !PUNCT.test(w) && !STOP_WORDS.has(w))
}

// ------------------------------------------------------------------ documents

/** plain text of stored HTML (tags dropped, common entities decoded) */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
}

const CONTENT_PAGE = { article: '/mainArticle', wiki: '/wiki', advisory: '/mainAdvisory' } as const

/** the text of stored HTML by its headings (h1-h6); the text before the first heading has the heading '' */
export function htmlSections(html: string): Array<{ heading: string; text: string }> {
  const out: Array<{ heading: string; text: string }> = []
  const parts = html.split(/<h\d[^>]*>([\s\S]*?)<\/h\d>/i)
  // split with a capture group: [before, heading1, body1, heading2, body2, ...]
  const first = htmlText(parts[0] ?? '')
  if (first) out.push({ heading: '', text: first })
  for (let i = 1; i < parts.length; i += 2) out.push({ heading: htmlText(parts[i]), text: htmlText(parts[i + 1] ?? '') })
  return out.filter((s) => s.text)
}

/**
 * The department of this hospital an entry belongs to: its author when that is a department (心血管内科), or the
 * department of the hospital's doctor who wrote it (王建国 主任医师); null for 医务部, 药学部 and unknown authors.
 */
export function departmentOfAuthor(author: string, departments: Set<string>, doctorDepartment: Map<string, string>): string | null {
  const a = author.trim()
  if (departments.has(a) || /(科)$/.test(a)) return a
  const name = a.split(/\s+/)[0]
  return doctorDepartment.get(name) ?? null
}

type Q = Kysely<DB>

async function loadDocs(db: Q, hospitalId: number): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = []
  const departments = new Set(
    (await db.selectFrom('department').select('department_name').where('hospital_id', '=', hospitalId).execute()).map(
      (d) => d.department_name,
    ),
  )
  const doctorDepartment = new Map(
    (
      await db
        .selectFrom('doctor as d')
        .innerJoin('department as dep', 'dep.id', 'd.department_id')
        .select(['d.name', 'dep.department_name'])
        .where('d.hospital_id', '=', hospitalId)
        .execute()
    ).map((d) => [d.name, d.department_name]),
  )
  const entries = await db
    .selectFrom('content_entry')
    .select(['id', 'kind', 'title', 'summary', 'content', 'category', 'author'])
    .where('hospital_id', 'in', [0, hospitalId])
    .execute()
  for (const e of entries) {
    docs.push({
      id: `c${e.id}`,
      kind: e.kind,
      title: e.title,
      summary: e.summary,
      sections: htmlSections(e.content),
      text: `${e.summary}\n${htmlText(e.content)}`,
      department: departmentOfAuthor(e.author, departments, doctorDepartment),
      link: { title: e.title, url: `${CONTENT_PAGE[e.kind]}?id=${e.id}`, kind: e.kind },
    })
  }

  const packages = await db
    .selectFrom('pe_package as p')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .leftJoin('pe_package_profile as f', 'f.package_id', 'p.id')
    .select(['p.id', 'g.goods_name', 'g.sell_point', 'g.notice', 'f.item_groups', 'f.diseases'])
    .where('p.hospital_id', '=', hospitalId)
    .where('g.status', '=', 1)
    .execute()
  const diseases = new Map(
    (await db.selectFrom('pe_disease').select(['id', 'name']).where('hospital_id', '=', hospitalId).execute()).map((d) => [d.id, d.name]),
  )
  const packageGoods = new Set<number>()
  for (const p of packages) {
    const groups = (p.item_groups ?? []) as Array<{ department: string; items: Array<{ name: string; meaning: string }> }>
    const items = groups.flatMap((g) => g.items.map((i) => `${i.name}：${i.meaning}`))
    const concerns = ((p.diseases ?? []) as number[]).map((id) => diseases.get(id)).filter(Boolean)
    docs.push({
      id: `p${p.id}`,
      kind: 'package',
      title: p.goods_name,
      summary: p.sell_point || undefined,
      text: [p.sell_point, concerns.length ? `关注：${concerns.join('、')}` : '', ...items].filter(Boolean).join('\n'),
      lead: groups.length ? `包含${groups.flatMap((g) => g.items.map((i) => i.name)).join('、')}` : undefined,
      link: { title: p.goods_name, url: `/checkup/packageDetail?packageId=${p.id}`, kind: 'package' },
    })
  }
  for (const p of await db.selectFrom('pe_package').select('goods_id').where('hospital_id', '=', hospitalId).execute())
    packageGoods.add(p.goods_id)

  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_name', 'sell_point', 'service_items', 'detail_html'])
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .where('hidden_from_lists', '=', false)
    .execute()
  for (const g of goods) {
    if (packageGoods.has(g.id)) continue
    const items = ((g.service_items ?? []) as Array<{ name: string; desc: string }>).map((i) => `${i.name}：${i.desc}`)
    docs.push({
      id: `g${g.id}`,
      kind: 'service',
      title: g.goods_name,
      summary: g.sell_point || undefined,
      text: [g.sell_point, ...items, htmlText(g.detail_html ?? '')].filter(Boolean).join('\n'),
      link: { title: g.goods_name, url: `/productionDetail?goodsId=${g.id}`, kind: 'service' },
    })
  }

  const doctors = await db
    .selectFrom('doctor as d')
    .leftJoin('department as dep', 'dep.id', 'd.department_id')
    .select(['d.id', 'd.name', 'd.good_at', 'd.intro', 'dep.department_name'])
    .where('d.hospital_id', '=', hospitalId)
    .where('d.listed', '=', true)
    .execute()
  for (const d of doctors) {
    const link = doctorLink(d.id, hospitalId)
    const query = Object.entries(link.query)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&')
    const dept = d.department_name ?? ''
    docs.push({
      id: `d${d.id}`,
      kind: 'doctor',
      title: `${dept ? `${dept} ` : ''}${d.name}医生`,
      summary: d.good_at || undefined,
      department: dept || null,
      text: [`科室：${dept}`, `擅长：${d.good_at}`, d.intro].filter(Boolean).join('\n'),
      link: { title: `${d.name}（${dept || '医生'}）`, url: `${link.path}${query ? `?${query}` : ''}`, kind: 'doctor' },
    })
  }

  const profile = await db.selectFrom('hospital_profile').selectAll().where('hospital_id', '=', hospitalId).executeTakeFirst()
  const hospital = await db.selectFrom('hospital').select(['name', 'address', 'phone']).where('id', '=', hospitalId).executeTakeFirst()
  if (hospital) {
    docs.push({
      id: 'h',
      kind: 'hospital',
      title: `${hospital.name} 医院介绍、门诊时间与交通`,
      text: [
        `地址：${hospital.address}`,
        `电话：${hospital.phone}`,
        profile?.outpatient_hours ? `门诊时间：${profile.outpatient_hours}` : '',
        profile?.traffic ? `交通：${profile.traffic}` : '',
        profile?.intro ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      link: { title: '医院详情', url: '/hospitalDetail', kind: 'hospital' },
    })
  }

  docs.push({
    id: 'e',
    kind: 'emergency',
    title: '急救热线与急救要点',
    text: [
      ...EMERGENCY_NUMBERS.map((n) => `${n.number} ${n.name}：${n.when}`),
      ...FIRST_AID.map((f) => `${f.title}：${f.signs}${f.steps.join('')}`),
    ].join('\n'),
    link: { title: '急救热线', url: '/emergencyLine', kind: 'emergency' },
  })
  return docs
}

/** changes whenever a source row is added, removed or edited (length of its text) */
async function signature(db: Q, hospitalId: number): Promise<string> {
  const c = await db
    .selectFrom('content_entry')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.max('id').as('maxId'),
      eb.fn.max('publish_time').as('t'),
      eb.fn.sum<string>(eb.fn('length', ['content'])).as('len'),
    ])
    .where('hospital_id', 'in', [0, hospitalId])
    .executeTakeFirst()
  const g = await db
    .selectFrom('goods')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.max('id').as('maxId'),
      eb.fn.sum<string>(eb.fn('length', ['goods_name'])).as('len'),
      eb.fn.sum<string>(eb.fn('length', ['sell_point'])).as('len2'),
    ])
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .where('hidden_from_lists', '=', false)
    .executeTakeFirst()
  const d = await db
    .selectFrom('doctor')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>(eb.fn('length', ['good_at'])).as('len')])
    .where('hospital_id', '=', hospitalId)
    .where('listed', '=', true)
    .executeTakeFirst()
  const p = await db
    .selectFrom('pe_package')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('id').as('maxId')])
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  const t = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''))
  return [c?.n, c?.maxId, t(c?.t), c?.len, g?.n, g?.maxId, g?.len, g?.len2, d?.n, d?.len, p?.n, p?.maxId].map(t).join('|')
}

// ------------------------------------------------------------------ index

interface HospitalIndex {
  signature: string
  search: MiniSearch<SearchDoc>
  docs: Map<string, SearchDoc>
}

function buildIndex(docs: SearchDoc[], sig: string): HospitalIndex {
  const search = new MiniSearch<SearchDoc>({
    fields: ['title', 'text'],
    storeFields: [],
    tokenize: (s) => terms(s),
    processTerm: (t) => t,
    searchOptions: { boost: { title: 2 }, combineWith: 'OR' },
  })
  search.addAll(docs)
  return { signature: sig, search, docs: new Map(docs.map((d) => [d.id, d])) }
}

/** the sentence(s) of `text` holding most of the question's terms, at most `max` characters */
export function bestPassage(text: string, qTerms: string[], max = 90): string {
  const sentences = text
    .split(/(?<=[。！？；!?;\n])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
  let best = ''
  let bestScore = -1
  for (const s of sentences) {
    const lower = s.toLowerCase()
    const score = qTerms.reduce((n, t) => n + (lower.includes(t) ? t.length : 0), 0)
    if (score > bestScore) {
      best = s
      bestScore = score
    }
  }
  return clip(best || text, max)
}

/** at most `max` characters (code points), an ellipsis when cut */
export function clip(s: string, max: number): string {
  const chars = [...s]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : s
}

export class ContentIndex {
  private readonly byHospital = new Map<number, Promise<HospitalIndex>>()

  constructor(private readonly db: Q) {}

  /** the hospital's index, rebuilt when its content changed */
  private async indexOf(hospitalId: number): Promise<HospitalIndex> {
    const sig = await signature(this.db, hospitalId)
    const current = this.byHospital.get(hospitalId)
    if (current) {
      const idx = await current.catch(() => null)
      if (idx && idx.signature === sig) return idx
    }
    const building = loadDocs(this.db, hospitalId).then((docs) => buildIndex(docs, sig))
    this.byHospital.set(hospitalId, building)
    building.catch(() => this.byHospital.delete(hospitalId))
    return building
  }

  /** builds the indexes of these hospitals now (at start) */
  async warm(hospitalIds: number[]): Promise<void> {
    for (const id of hospitalIds) await this.indexOf(id)
  }

  /** the documents that answer the question best (at most `limit`, each with its best passage) */
  async search(hospitalId: number, question: string, limit = 3): Promise<SearchHit[]> {
    const idx = await this.indexOf(hospitalId)
    const expanded = expandQuestion(question)
    const qTerms = terms(expanded)
    if (!qTerms.length) return []
    const results = idx.search.search(expanded, { boost: { title: 2 }, combineWith: 'OR' })
    if (!results.length) return []
    const top = results[0].score
    return results
      .filter((r) => r.score >= top * 0.3)
      .slice(0, limit)
      .map((r) => {
        const doc = idx.docs.get(String(r.id))!
        const best = bestPassage(doc.text, qTerms)
        const passage = doc.lead && !best.includes(doc.lead) ? clip(`${best.replace(/…$/, '')}；${doc.lead}`, 90) : best
        return { doc, score: r.score, passage }
      })
  }
}
