/**
 * The goods desk of the staff console (issue 33 item 1), under /staff, permission content:manage, always the
 * session's hospital (server/modules/staff/scope.ts): categories (list, create, rename, hide, order), goods with
 * skus (name, goods type, copy type and copywriting, price mode, prices in fen and stock checked by
 * src/domain/staff/catalog.ts, pictures uploaded with the byte rules of server/lib/upload-file.ts), listed or not.
 * Every write is audited in its transaction. The patient's reads go through the read cache, which every write here
 * invalidates by the tables' NOTIFY trigger: an edit of a listed goods shows at the patient's next GET.
 * Ids of what is created come from the sequence of migration 1330.
 */
import { sql, type Selectable } from 'kysely'
import {
  GOODS_IMAGE_PATH,
  STAFF_GOODS_IMAGE_MAX_BYTES,
  STAFF_GOODS_PATHS,
  StaffCategoryListRes,
  StaffCategoryOrderReq,
  StaffCategorySaveReq,
  StaffGoods,
  StaffGoodsListedReq,
  StaffGoodsListRes,
  StaffGoodsQuery,
  StaffGoodsSaveReq,
  StaffIdQuery,
  StaffImageRes,
  StaffImageUploadReq,
  type StaffCategory,
} from '../../../contract/staffGoods'
import { Envelope } from '../../../contract/lib'
import * as M from '../../../src/domain/messages/staffGoods'
import { checkCategoryName, checkGoodsDraft } from '../../../src/domain/staff/catalog'
import type { BrowseCategoryTable, GoodsTable } from '../../lib/db/tables/browse'
import { asset } from '../../lib/assets'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmtReq } from '../../lib/time'
import { checkUpload } from '../../lib/upload-file'
import { staffScope, type ScopedDb } from '../staff'
import { isReorderOf } from '../../lib/reorder'
import { uploadedImageId } from './images'

type GoodsRow = Selectable<GoodsTable>
type CategoryRow = Selectable<BrowseCategoryTable>
const rel = (p: string) => p.slice('/staff'.length)

/** a new id of the console's sequence (migration 1330) */
async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

async function categoryViews(db: ScopedDb): Promise<StaffCategory[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('browse_category').selectAll().orderBy('sort').orderBy('id').execute() as Promise<CategoryRow[]>,
    db
      .selectFrom('goods')
      .select((eb) => ['category_id', eb.fn.countAll<string>().as('n')])
      .groupBy('category_id')
      .execute() as Promise<Array<{ category_id: number; n: string }>>,
  ])
  const n = new Map(counts.map((c) => [c.category_id, Number(c.n)]))
  return rows.map((r) => ({
    id: r.id,
    categoryName: r.category_name,
    cateLevel: r.cate_level === 2 ? 2 : 1,
    parentId: r.parent_id,
    sort: r.sort,
    hidden: !!r.hidden,
    goodsCount: n.get(r.id) ?? 0,
  }))
}

async function ownCategory(db: ScopedDb, id: number): Promise<CategoryRow | undefined> {
  return (await db.selectFrom('browse_category').selectAll().where('id', '=', id).executeTakeFirst()) as CategoryRow | undefined
}

async function ownGoods(db: ScopedDb, id: number, lock = false): Promise<GoodsRow> {
  let q = db.selectFrom('goods').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const g = (await q.executeTakeFirst()) as GoodsRow | undefined
  if (!g) throw notFound(M.STAFF_GOODS_NOT_FOUND)
  return g
}

async function goodsViews(app: Parameters<TypedRoutePlugin>[0], db: ScopedDb, rows: GoodsRow[]): Promise<StaffGoods[]> {
  const ids = rows.map((r) => r.id)
  const catIds = [...new Set(rows.map((r) => r.category_id))]
  const [skus, cats] = await Promise.all([
    ids.length ? db.unscoped.selectFrom('goods_sku').selectAll().where('goods_id', 'in', ids).orderBy('id').execute() : [],
    catIds.length
      ? (db.selectFrom('browse_category').select(['id', 'category_name']).where('id', 'in', catIds).execute() as Promise<
          Array<{ id: number; category_name: string }>
        >)
      : [],
  ])
  return rows.map((g) => {
    const own = skus.filter((s) => s.goods_id === g.id)
    const prices = own.map((s) => s.price_cents)
    const images = (g.goods_pics as unknown as string[]).length ? (g.goods_pics as unknown as string[]) : g.goods_path ? [g.goods_path] : []
    const spec = (g.spec_list as unknown as Array<{ specName: string; kind: string }>).find((s) => s.kind === 'sku')
    return {
      id: g.id,
      goodsDistributeId: g.goods_distribute_id,
      goodsName: g.goods_name,
      categoryId: g.category_id,
      categoryName: cats.find((c) => c.id === g.category_id)?.category_name ?? '',
      goodsType: g.goods_type === 2 || g.goods_type === 3 ? g.goods_type : 1,
      copyType: Math.min(4, Math.max(0, g.copy_type)),
      copywriting: g.copywriting,
      sellPoint: g.sell_point,
      priceShowMode: g.price_show_mode === 1 ? 1 : 0,
      images,
      imageUrls: images.map((p) => asset(app, p)),
      specName: spec?.specName ?? '规格',
      skus: own.map((s) => ({
        id: s.id,
        name: (s.sku_data as unknown as Array<{ value: string }>).map((d) => d.value).join(' / '),
        priceFen: s.price_cents,
        linedPriceFen: s.lined_price_cents,
        stock: s.stock,
      })),
      minPriceFen: prices.length ? Math.min(...prices) : 0,
      maxPriceFen: prices.length ? Math.max(...prices) : 0,
      stock: own.reduce((a, s) => a + s.stock, 0),
      salesNum: g.sales_num,
      listed: g.status === 1,
      createdAt: fmtReq(g.created_at),
    }
  })
}

/** the pictures of a save: uploaded ones of this hospital, or the goods' own stored ones; else 400 */
async function checkImages(db: ScopedDb, images: string[], existing: GoodsRow | null): Promise<void> {
  const kept = new Set(existing ? [existing.goods_path, ...(existing.goods_pics as unknown as string[])] : [])
  const uploaded = images.map(uploadedImageId)
  const ids = uploaded.filter((x): x is number => x !== null)
  const found = ids.length ? await db.selectFrom('goods_image').select('id').where('id', 'in', ids).execute() : []
  const have = new Set(found.map((f) => f.id))
  images.forEach((p, i) => {
    const id = uploaded[i]
    if (id !== null ? !have.has(id) : !kept.has(p)) throw badRequest(M.STAFF_GOODS_IMAGE_UNKNOWN)
  })
}

export const staffGoodsRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  // ---------------------------------------------------------------- categories
  app.get(
    rel(STAFF_GOODS_PATHS.categories),
    { schema: { response: { 200: Envelope(StaffCategoryListRes) } }, config: access },
    async (req) => ok({ list: await categoryViews(staffScope(req)) }),
  )

  app.post(
    rel(STAFF_GOODS_PATHS.categorySave),
    { schema: { body: StaffCategorySaveReq, response: { 200: Envelope(StaffCategoryListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const name = b.categoryName.trim()
      const problem = checkCategoryName(name)
      if (problem) throw badRequest(problem)
      await scope.write(
        { action: b.id ? 'category.update' : 'category.create', objectType: 'category', objectId: b.id },
        async (tx, audit) => {
          if (b.id) {
            const c = await ownCategory(tx, b.id)
            if (!c) throw notFound(M.STAFF_CATEGORY_NOT_FOUND)
            const hidden = b.hidden ?? !!c.hidden
            await tx.updateTable('browse_category').set({ category_name: name, hidden }).where('id', '=', c.id).execute()
            audit.changes = { categoryName: [c.category_name, name], hidden: [!!c.hidden, hidden] }
            return
          }
          const parentId = b.parentId ?? 0
          if (parentId) {
            const p = await ownCategory(tx, parentId)
            if (!p || p.cate_level !== 1) throw badRequest(M.STAFF_CATEGORY_PARENT_INVALID)
          }
          const last = await tx
            .selectFrom('browse_category')
            .select((eb) => eb.fn.max('sort').as('m'))
            .where('parent_id', '=', parentId)
            .executeTakeFirst()
          const id = await nextId(tx)
          await tx.unscoped
            .insertInto('browse_category')
            .values({
              id,
              hospital_id: tx.hospitalId,
              category_name: name,
              cate_level: parentId ? 2 : 1,
              parent_id: parentId,
              icon_path: '',
              sort: Number((last as { m: number | null } | undefined)?.m ?? 0) + 1,
              hidden: b.hidden ?? false,
            })
            .execute()
          audit.objectId = id
          audit.changes = { categoryName: name, parentId }
        },
      )
      return ok({ list: await categoryViews(scope) })
    },
  )

  app.post(
    rel(STAFF_GOODS_PATHS.categoryOrder),
    { schema: { body: StaffCategoryOrderReq, response: { 200: Envelope(StaffCategoryListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { parentId, ids } = req.body
      await scope.write({ action: 'category.order', objectType: 'category', objectId: parentId }, async (tx, audit) => {
        const siblings = await tx.selectFrom('browse_category').select('id').where('parent_id', '=', parentId).execute()
        if (parentId && !(await ownCategory(tx, parentId))) throw notFound(M.STAFF_CATEGORY_NOT_FOUND)
        if (siblings.length === 0) throw notFound(M.STAFF_CATEGORY_NOT_FOUND)
        if (
          !isReorderOf(
            ids,
            siblings.map((s) => s.id),
          )
        )
          throw badRequest(M.STAFF_CATEGORY_ORDER_INVALID)
        for (const [i, id] of ids.entries())
          await tx
            .updateTable('browse_category')
            .set({ sort: i + 1 })
            .where('id', '=', id)
            .execute()
        audit.changes = { order: ids }
      })
      return ok({ list: await categoryViews(scope) })
    },
  )

  // ---------------------------------------------------------------- goods
  app.get(
    rel(STAFF_GOODS_PATHS.goods),
    { schema: { querystring: StaffGoodsQuery, response: { 200: Envelope(StaffGoodsListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const q = req.query
      const pageSize = q.pageSize ?? 20
      let base = scope.selectFrom('goods')
      const kw = q.keyword?.trim()
      if (kw) base = base.where('goods.goods_name', 'ilike', `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      if (q.categoryId !== undefined) base = base.where('goods.category_id', '=', q.categoryId)
      if (q.listed !== undefined) base = base.where('goods.status', q.listed === 1 ? '=' : '<>', 1)
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('goods.id', 'desc')
          .limit(pageSize)
          .offset(((q.pageNum ?? 1) - 1) * pageSize)
          .execute() as Promise<GoodsRow[]>,
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
      ])
      return ok({ list: await goodsViews(app, scope, rows), total: Number(count.n) })
    },
  )

  app.get(
    rel(STAFF_GOODS_PATHS.goodsDetail),
    { schema: { querystring: StaffIdQuery, response: { 200: Envelope(StaffGoods) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      return ok((await goodsViews(app, scope, [await ownGoods(scope, req.query.id)]))[0])
    },
  )

  app.post(
    rel(STAFF_GOODS_PATHS.goodsSave),
    { schema: { body: StaffGoodsSaveReq, response: { 200: Envelope(StaffGoods) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const copyType = b.copyType ?? 0
      const problem = checkGoodsDraft({ ...b, copyType })
      if (problem) throw badRequest(problem)
      const specName = b.specName?.trim() || '规格'
      const skuData = (name: string) => JSON.stringify([{ key: specName, value: name.trim() }])
      const fields = {
        goods_name: b.goodsName.trim(),
        category_id: b.categoryId,
        goods_type: b.goodsType,
        goods_path: b.images[0],
        goods_pics: JSON.stringify(b.images),
        sell_point: (b.sellPoint ?? '').trim(),
        lined_price_cents: Math.max(0, ...b.skus.map((s) => s.linedPriceFen ?? 0)),
        price_show_mode: b.priceShowMode ?? 0,
        copy_type: copyType,
        copywriting: copyType ? (b.copywriting ?? '').trim() : '',
        spec_list: JSON.stringify([{ id: 1, specName, values: b.skus.map((s) => s.name.trim()), kind: 'sku' }]),
      }
      const id = await scope.write(
        { action: b.id ? 'goods.update' : 'goods.create', objectType: 'goods', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownGoods(tx, b.id, true) : null
          if (!(await ownCategory(tx, b.categoryId))) throw badRequest(M.STAFF_CATEGORY_NOT_FOUND)
          await checkImages(tx, b.images, existing)
          if (!existing) {
            const goodsId = await nextId(tx)
            await tx.unscoped
              .insertInto('goods')
              .values({
                ...fields,
                id: goodsId,
                hospital_id: tx.hospitalId,
                goods_distribute_id: await nextId(tx),
                stock_flag: 1,
                goods_price_flag: 0,
                custom_copy: '',
                deal_type: '',
                label_list: '[]',
                service_list: '[]',
                service_institution: sql`null`,
                service_items: '[]',
                need_appoint: false,
                rule_fields: '[]',
                message_fields: '[]',
                detail_html: '',
                notice: '',
                is_support_refund: true,
                sales_num: 0,
                status: b.listed ? 1 : 0,
                sort: 0,
                created_at: scope.now,
              })
              .execute()
            for (const s of b.skus)
              await tx.unscoped
                .insertInto('goods_sku')
                .values({
                  id: await nextId(tx),
                  goods_id: goodsId,
                  sku_data: skuData(s.name),
                  price_cents: s.priceFen,
                  lined_price_cents: s.linedPriceFen ?? 0,
                  stock: s.stock ?? 0,
                  sku_pic: '',
                })
                .execute()
            audit.objectId = goodsId
            audit.changes = { goodsName: fields.goods_name, skus: b.skus.map((s) => [s.name, s.priceFen, s.stock]), listed: !!b.listed }
            return goodsId
          }
          const old = await tx.unscoped.selectFrom('goods_sku').selectAll().where('goods_id', '=', existing.id).execute()
          const oldIds = new Set(old.map((s) => s.id))
          if (b.skus.some((s) => s.id !== undefined && !oldIds.has(s.id))) throw badRequest(M.STAFF_GOODS_SKU_UNKNOWN)
          const keep = new Set(b.skus.map((s) => s.id).filter((x): x is number => x !== undefined))
          const removed = old.filter((s) => !keep.has(s.id)).map((s) => s.id)
          if (removed.length) {
            const ordered = await tx.unscoped.selectFrom('order_goods').select('sku_id').where('sku_id', 'in', removed).limit(1).execute()
            if (ordered.length) throw conflict(M.STAFF_GOODS_SKU_HAS_ORDERS)
            await tx.unscoped.deleteFrom('cart').where('sku_id', 'in', removed).execute()
            await tx.unscoped.deleteFrom('goods_sku').where('id', 'in', removed).execute()
          }
          for (const s of b.skus) {
            const values = {
              sku_data: skuData(s.name),
              price_cents: s.priceFen,
              lined_price_cents: s.linedPriceFen ?? 0,
              stock: s.stock ?? 0,
            }
            if (s.id !== undefined) await tx.unscoped.updateTable('goods_sku').set(values).where('id', '=', s.id).execute()
            else
              await tx.unscoped
                .insertInto('goods_sku')
                .values({ ...values, id: await nextId(tx), goods_id: existing.id, sku_pic: '' })
                .execute()
          }
          await tx.updateTable('goods').set(fields).where('id', '=', existing.id).execute()
          audit.changes = {
            goodsName: [existing.goods_name, fields.goods_name],
            skus: [old.map((s) => [s.id, s.price_cents, s.stock]), b.skus.map((s) => [s.id ?? null, s.priceFen, s.stock])],
          }
          return existing.id
        },
      )
      return ok((await goodsViews(app, scope, [await ownGoods(scope, id)]))[0])
    },
  )

  app.post(
    rel(STAFF_GOODS_PATHS.goodsListed),
    { schema: { body: StaffGoodsListedReq, response: { 200: Envelope(StaffGoods) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id, listed } = req.body
      await scope.write({ action: listed ? 'goods.list' : 'goods.unlist', objectType: 'goods', objectId: id }, async (tx, audit) => {
        const g = await ownGoods(tx, id, true)
        await tx
          .updateTable('goods')
          .set({ status: listed ? 1 : 0 })
          .where('id', '=', g.id)
          .execute()
        audit.changes = { listed: [g.status === 1, listed] }
      })
      return ok((await goodsViews(app, scope, [await ownGoods(scope, id)]))[0])
    },
  )

  // ---------------------------------------------------------------- pictures
  app.post(
    rel(STAFF_GOODS_PATHS.imageUpload),
    {
      bodyLimit: Math.ceil((STAFF_GOODS_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: StaffImageUploadReq, response: { 200: Envelope(StaffImageRes) } },
      config: access,
    },
    async (req) => {
      const scope = staffScope(req)
      const raw = req.body.imageBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
      if (!raw) throw badRequest(M.STAFF_IMAGE_REQUIRED)
      const check = checkUpload(Buffer.from(raw, 'base64'), STAFF_GOODS_IMAGE_MAX_BYTES)
      if (!check.ok) {
        if (check.reason === 'empty') throw badRequest(M.STAFF_IMAGE_REQUIRED)
        if (check.reason === 'tooLarge') throw badRequest(M.STAFF_IMAGE_TOO_LARGE(STAFF_GOODS_IMAGE_MAX_BYTES / 1024 / 1024))
        throw badRequest(check.reason === 'corrupt' ? M.STAFF_IMAGE_CORRUPT : M.STAFF_IMAGE_TYPE)
      }
      if (check.kind === 'pdf') throw badRequest(M.STAFF_IMAGE_TYPE)
      const path = await scope.write({ action: 'goods.image', objectType: 'goods_image' }, async (tx, audit) => {
        const row = await tx.unscoped
          .insertInto('goods_image')
          .values({
            hospital_id: tx.hospitalId,
            kind: check.kind,
            bytes: check.bytes,
            staff_id: scope.staff.staffId,
            created_at: scope.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        audit.objectId = row.id
        audit.changes = { kind: check.kind, bytes: check.bytes.length }
        return `${GOODS_IMAGE_PATH}?id=${row.id}`
      })
      return ok({ path, url: asset(app, path) })
    },
  )
}
