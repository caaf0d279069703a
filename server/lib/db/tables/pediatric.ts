/** Kysely table types of the paediatric shop (server/modules/pediatric, issue 18). Merged into DB. */
import type { Json } from './browse'

export interface PediatricShopTable {
  hospital_id: number
  title: string
  notice: string
  /** the categories whose goods the shop sells, in display order (level 1 includes its level 2) */
  category_ids: Json<number[]>
  updated_at: Date
}

export interface PediatricTables {
  pediatric_shop: PediatricShopTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the paediatric tables to DB
  interface DB extends PediatricTables {}
}
