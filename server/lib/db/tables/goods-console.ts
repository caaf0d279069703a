/** Kysely table types of the staff console's goods (issue 33, migration 1330). Merged into DB. */
import type { Generated } from 'kysely'

/** a goods picture uploaded in the console (bytes checked by content, metadata stripped: server/lib/upload-file.ts) */
export interface GoodsImageTable {
  id: Generated<number>
  hospital_id: number
  /** 'jpeg' | 'png' */
  kind: string
  bytes: Buffer
  staff_id: number
  created_at: Date
}

export interface GoodsConsoleTables {
  goods_image: GoodsImageTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the console's goods tables to DB
  interface DB extends GoodsConsoleTables {}
}
