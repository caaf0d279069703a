/** Kysely table types of the goods sections (the paediatric shop, the special-medical check-ups; issue 18). Merged into DB. */
import type { Json } from './browse'

export type GoodsSectionKind = 'pediatric' | 'specialMed'

export interface GoodsSectionTable {
  hospital_id: number
  kind: GoodsSectionKind
  title: string
  notice: string
  /** the categories whose goods the section sells, in display order (level 1 includes its level 2) */
  category_ids: Json<number[]>
  updated_at: Date
}

/** a specialty (professional department) and the categories of its goods (market/professionDetail) */
export interface ProfessionTable {
  id: number
  hospital_id: number
  name: string
  intro: string
  /** /assets/... path */
  icon_path: string
  category_ids: Json<number[]>
  sort: number
}

export interface PediatricTables {
  goods_section: GoodsSectionTable
  profession: ProfessionTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the goods sections to DB
  interface DB extends PediatricTables {}
}
