/** Reads of goods, skus and categories through the read cache (server/lib/cache). */
import type { Selectable } from 'kysely'
import type { DB, Q } from '../../lib/db'
import type { GoodsTable } from '../../lib/db/tables/browse'
import { cached, cachedMany, groupBy, TABLES, type Id } from '../../lib/cache'

export type GoodsRow = Selectable<GoodsTable>

type SkuRow = Selectable<DB['goods_sku']>

/** the skus of each goods, by id (read through the cache: stock and price are as current as the table) */
export function skusOfGoods(db: Q, goodsIds: number[]): Promise<Map<Id, SkuRow[]>> {
  return cachedMany(
    db,
    'skus',
    goodsIds,
    TABLES.sku,
    async (ids) =>
      groupBy(
        await db
          .selectFrom('goods_sku')
          .selectAll()
          .where('goods_id', 'in', ids as number[])
          .orderBy('id')
          .execute(),
        (r) => r.goods_id,
      ),
    [] as SkuRow[],
  )
}

/** sku rows by id (null when unknown) */
export function skuRowsByIds(db: Q, skuIds: number[]): Promise<Map<Id, SkuRow | null>> {
  return cachedMany(
    db,
    'sku',
    skuIds,
    TABLES.sku,
    async (ids) =>
      new Map(
        (
          await db
            .selectFrom('goods_sku')
            .selectAll()
            .where('id', 'in', ids as number[])
            .execute()
        ).map((r) => [r.id, r]),
      ),
    null as SkuRow | null,
  )
}

/** goods rows by id, any hospital and status (null when unknown) */
export function goodsRowsByIds(db: Q, goodsIds: number[]): Promise<Map<Id, GoodsRow | null>> {
  return cachedMany(
    db,
    'goods',
    goodsIds,
    TABLES.goods,
    async (ids) =>
      new Map(
        (
          await db
            .selectFrom('goods')
            .selectAll()
            .where('id', 'in', ids as number[])
            .execute()
        ).map((r) => [r.id, r]),
      ),
    null as GoodsRow | null,
  )
}

/** the goods row of a goods distribute id (null when unknown) */
export function goodsRowByDistributeId(db: Q, distributeId: number): Promise<GoodsRow | null> {
  return cached(
    db,
    `goodsDist:${distributeId}`,
    TABLES.goods,
    async () => (await db.selectFrom('goods').selectAll().where('goods_distribute_id', '=', distributeId).executeTakeFirst()) ?? null,
  )
}

export interface SkuCard {
  id: number
  goods_id: number
  sku_data: unknown
  price_cents: number
  goods_name: string
  goods_path: string
  goods_distribute_id: number
  stock: number
  /** the goods keeps stock (1): a sku with stock 0 is sold out */
  stock_flag: number
}

/** skus with their goods' name, picture and distribute id (gift lists), in no particular order */
export async function skuCards(db: Q, skuIds: number[]): Promise<SkuCard[]> {
  if (skuIds.length === 0) return []
  const m = await cachedMany(
    db,
    'skuCard',
    skuIds,
    TABLES.skuCard,
    async (ids) =>
      new Map(
        (
          await db
            .selectFrom('goods_sku as s')
            .innerJoin('goods as g', 'g.id', 's.goods_id')
            .select([
              's.id',
              's.goods_id',
              's.sku_data',
              's.price_cents',
              's.stock',
              'g.stock_flag',
              'g.goods_name',
              'g.goods_path',
              'g.goods_distribute_id',
            ])
            .where('s.id', 'in', ids as number[])
            .execute()
        ).map((r) => [r.id, r as SkuCard]),
      ),
    null as SkuCard | null,
  )
  return [...m.values()].filter((c): c is SkuCard => c !== null)
}

/** a category row by id (undefined when unknown) */
export async function categoryRow(db: Q, id: number): Promise<Selectable<DB['browse_category']> | undefined> {
  return (
    (await cached(
      db,
      `cat:${id}`,
      TABLES.category,
      async () => (await db.selectFrom('browse_category').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    )) ?? undefined
  )
}

/** goods rows of this hospital by ids, keeping the order of `ids` (off-shelf goods and goods hidden from lists left out) */
export async function goodsByIds(db: Q, hospitalId: number, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return []
  const byId = await goodsRowsByIds(db, ids)
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is GoodsRow => !!r && r.hospital_id === hospitalId && r.status === 1 && !r.hidden_from_lists)
}
