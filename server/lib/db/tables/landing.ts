/** Kysely table types of the hospital landings (server/modules/landing, issues 12 and 14). Merged into DB. */
import type { ColumnType } from 'kysely'
import type { Json } from './browse'

/** a section as stored: its goods in display order (goods of another hospital or off sale are not shown) */
export interface LandingSectionJson {
  title: string
  note: string
  goodsIds: number[]
}

export interface LandingContactJson {
  name: string
  phone: string
  address: string
  hours: string
  latitude: number | null
  longitude: number | null
}

/** one configured landing of one hospital; (hospital_id, landing_key) is the key */
export interface LandingPageTable {
  hospital_id: number
  /** a key of src/domain/landing.ts LANDING_ROUTES */
  landing_key: string
  title: string
  subtitle: string
  /** /assets/... path or absolute URL; '' = none */
  banner_path: string
  /** stored HTML, sanitised when served (server/modules/content/richtext.ts) */
  intro_html: string
  sections: Json<LandingSectionJson[]>
  steps: Json<string[]>
  notices: Json<string[]>
  /** null = no contact card */
  contact: ColumnType<LandingContactJson | null, string | null, string | null>
  faqs: Json<Array<{ question: string; answer: string }>>
  updated_at: Date
}

export interface LandingTables {
  landing_page: LandingPageTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the landing table to DB
  interface DB extends LandingTables {}
}
