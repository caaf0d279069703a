/**
 * The check-up packages of the staff console (issue 33 item 1), under /staff, permission content:manage, always the
 * session's hospital (server/modules/staff/scope.ts): list, create, edit, list / unlist. A package is an exam goods
 * (its name, price as its one sku, picture, pre-exam notice, base items) with its pe_package row (eligibility: sex,
 * age range; the pool it books from), its profile (items by department, married / sexual history) and its add-ons
 * (pe_add_item + pe_add_item_rule: price, eligibility, conflicts kept both ways). A draft is checked by
 * src/domain/checkup checkPackageDraft (400 with its message); the patient's reads (pe/queryPackage, the check-up
 * home) see a save at their next GET (the read cache is invalidated by the tables' NOTIFY trigger). Every write is
 * audited in its transaction; ids of what is created come from the console's sequence (migration 1330).
 */
import { sql, type Selectable } from 'kysely'
import {
  STAFF_PACKAGE_PATHS,
  StaffPackage,
  StaffPackageIdQuery,
  StaffPackageListedReq,
  StaffPackageListRes,
  StaffPackageQuery,
  StaffPackageSaveReq,
  type StaffPackageAddOn,
} from '../../../contract/staffPackages'
import { Envelope } from '../../../contract/lib'
import { checkPackageDraft, symmetricConflicts } from '../../../src/domain/checkup'
import * as M from '../../../src/domain/messages/staffPackages'
import { STAFF_GOODS_IMAGE_UNKNOWN } from '../../../src/domain/messages/staffGoods'
import type { GoodsTable } from '../../lib/db/tables/browse'
import { asset } from '../../lib/assets'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope, type ScopedDb } from '../staff'
import { isOwnUpload } from '../catalog/images'

const rel = (p: string) => p.slice('/staff'.length)
const j = (v: unknown) => JSON.stringify(v)

/** a new id of the console's sequence (migration 1330) */
async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

type PackageRow = { id: number; goods_id: number; sex_limit: number; min_age: number; max_age: number; pool_goods_id: number | null }

async function ownPackage(db: ScopedDb, id: number, lock = false): Promise<PackageRow> {
  let q = db.selectFrom('pe_package').select(['id', 'goods_id', 'sex_limit', 'min_age', 'max_age', 'pool_goods_id']).where('id', '=', id)
  if (lock) q = q.forUpdate()
  const p = (await q.executeTakeFirst()) as PackageRow | undefined
  if (!p) throw notFound(M.PACKAGE_NOT_FOUND_STAFF)
  return p
}

async function packageViews(app: Parameters<TypedRoutePlugin>[0], db: ScopedDb, rows: PackageRow[]): Promise<StaffPackage[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const goodsIds = rows.map((r) => r.goods_id)
  const u = db.unscoped
  const [goods, skus, profiles, addOns, cats, pools] = await Promise.all([
    u.selectFrom('goods').selectAll().where('id', 'in', goodsIds).execute(),
    u.selectFrom('goods_sku').select(['goods_id', 'price_cents']).where('goods_id', 'in', goodsIds).orderBy('id').execute(),
    u.selectFrom('pe_package_profile').selectAll().where('package_id', 'in', ids).execute(),
    u
      .selectFrom('pe_add_item as a')
      .leftJoin('pe_add_item_rule as r', 'r.add_item_id', 'a.id')
      .selectAll('a')
      .select(['r.category', 'r.meaning', 'r.min_age', 'r.max_age', 'r.requires_sexual_history', 'r.conflicts'])
      .where('a.package_id', 'in', ids)
      .orderBy('a.sort')
      .orderBy('a.id')
      .execute(),
    db.selectFrom('browse_category').select(['id', 'category_name']).execute() as Promise<Array<{ id: number; category_name: string }>>,
    db.selectFrom('pe_package').select(['id', 'goods_id']).execute() as Promise<Array<{ id: number; goods_id: number }>>,
  ])
  return rows.map((p) => {
    const g = goods.find((x) => x.id === p.goods_id)!
    const profile = profiles.find((x) => x.package_id === p.id)
    const own = addOns.filter((a) => a.package_id === p.id)
    const nameOf = (id: number) => own.find((a) => a.id === id)?.item_name
    const groups = profile?.item_groups?.length
      ? profile.item_groups
      : [{ department: '检查项目', items: (g.service_items ?? []).map((i) => ({ name: i.name, meaning: i.desc })) }]
    return {
      id: p.id,
      goodsId: g.id,
      packageName: g.goods_name,
      categoryId: g.category_id,
      categoryName: cats.find((c) => c.id === g.category_id)?.category_name ?? '',
      priceFen: skus.find((s) => s.goods_id === g.id)?.price_cents ?? 0,
      linedPriceFen: g.lined_price_cents,
      sellPoint: g.sell_point,
      image: g.goods_path,
      imageUrl: asset(app, g.goods_path),
      sexLimit: (p.sex_limit === 1 || p.sex_limit === 2 ? p.sex_limit : 0) as 0 | 1 | 2,
      minAge: p.min_age,
      maxAge: p.max_age,
      married: profile?.requires_sexual_history ?? false,
      itemGroups: groups.map((d) => ({
        department: d.department,
        items: d.items.map((i) => ({ name: i.name, meaning: i.meaning ?? '' })),
      })),
      addOns: own.map((a): StaffPackageAddOn => ({
        id: a.id,
        name: a.item_name,
        desc: a.item_desc,
        category: a.category ?? '',
        priceFen: a.price_cents,
        sexLimit: (a.sex_limit === 1 || a.sex_limit === 2 ? a.sex_limit : 0) as 0 | 1 | 2,
        minAge: a.min_age ?? null,
        maxAge: a.max_age ?? null,
        requiresSexualHistory: a.requires_sexual_history ?? false,
        conflicts: (a.conflicts ?? []).map(nameOf).filter((n): n is string => !!n),
      })),
      notice: g.notice,
      poolPackageId: p.pool_goods_id === null ? null : (pools.find((x) => x.goods_id === p.pool_goods_id)?.id ?? null),
      listed: g.status === 1,
    }
  })
}

/** the goods fields every new package starts from: the hospital's first package goods (institution, rule form), else plain */
async function goodsTemplate(db: ScopedDb): Promise<Partial<Selectable<GoodsTable>>> {
  const first = await db.selectFrom('pe_package').select('goods_id').orderBy('id').executeTakeFirst()
  const t = first ? await db.unscoped.selectFrom('goods').selectAll().where('id', '=', first.goods_id).executeTakeFirst() : undefined
  return t ?? {}
}

export const staffPackageRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  app.get(
    rel(STAFF_PACKAGE_PATHS.packages),
    { schema: { querystring: StaffPackageQuery, response: { 200: Envelope(StaffPackageListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const rows = (await scope
        .selectFrom('pe_package')
        .select(['id', 'goods_id', 'sex_limit', 'min_age', 'max_age', 'pool_goods_id'])
        .orderBy('sort')
        .orderBy('id')
        .execute()) as PackageRow[]
      let list = await packageViews(app, scope, rows)
      const kw = req.query.keyword?.trim()
      if (kw) list = list.filter((p) => p.packageName.includes(kw))
      if (req.query.listed !== undefined) list = list.filter((p) => p.listed === (req.query.listed === 1))
      return ok({ list })
    },
  )

  app.get(
    rel(STAFF_PACKAGE_PATHS.detail),
    { schema: { querystring: StaffPackageIdQuery, response: { 200: Envelope(StaffPackage) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      return ok((await packageViews(app, scope, [await ownPackage(scope, req.query.id)]))[0])
    },
  )

  app.post(
    rel(STAFF_PACKAGE_PATHS.save),
    { schema: { body: StaffPackageSaveReq, response: { 200: Envelope(StaffPackage) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const problem = checkPackageDraft({
        packageName: b.packageName,
        priceFen: b.priceFen,
        minAge: b.minAge,
        maxAge: b.maxAge,
        itemGroups: b.itemGroups,
        addOns: b.addOns,
        notice: b.notice,
      })
      if (problem) throw badRequest(problem)
      const groups = b.itemGroups.map((g) => ({
        department: g.department.trim(),
        items: g.items.map((i) => ({ name: i.name.trim(), meaning: (i.meaning ?? '').trim() })),
      }))
      const serviceItems = groups.flatMap((g) => g.items.map((i) => ({ name: i.name, desc: i.meaning })))
      const id = await scope.write(
        { action: b.id ? 'package.update' : 'package.create', objectType: 'pe_package', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownPackage(tx, b.id, true) : null
          const oldGoods = existing
            ? await tx.unscoped.selectFrom('goods').selectAll().where('id', '=', existing.goods_id).executeTakeFirstOrThrow()
            : null
          if (!(await tx.selectFrom('browse_category').select('id').where('id', '=', b.categoryId).executeTakeFirst()))
            throw badRequest(M.PACKAGE_CATEGORY_UNKNOWN)
          // the pool: another package of this hospital that books its own slots (no chains), or none
          let poolGoodsId: number | null = null
          if (b.poolPackageId && b.poolPackageId !== existing?.id) {
            const pool = (await tx
              .selectFrom('pe_package')
              .select(['goods_id', 'pool_goods_id'])
              .where('id', '=', b.poolPackageId)
              .executeTakeFirst()) as { goods_id: number; pool_goods_id: number | null } | undefined
            if (!pool || pool.pool_goods_id !== null) throw badRequest(M.PACKAGE_POOL_UNKNOWN)
            poolGoodsId = pool.goods_id
            // a package whose own slots others book keeps booking its own (no chains)
            if (existing) {
              const sharing = await tx
                .selectFrom('pe_package')
                .select('id')
                .where('pool_goods_id', '=', existing.goods_id)
                .executeTakeFirst()
              if (sharing) throw badRequest(M.PACKAGE_POOL_UNKNOWN)
            }
          }
          // the picture: an uploaded one of this hospital, or the package's own
          let image = oldGoods?.goods_path ?? ''
          if (b.image !== undefined && b.image !== image) {
            if (b.image !== '' && !(await isOwnUpload(tx, b.image))) throw badRequest(STAFF_GOODS_IMAGE_UNKNOWN)
            image = b.image
          }
          const fields = {
            goods_name: b.packageName.trim(),
            category_id: b.categoryId,
            goods_path: image,
            goods_pics: j(image ? [image] : []),
            sell_point: (b.sellPoint ?? '').trim(),
            lined_price_cents: Math.max(0, b.linedPriceFen ?? 0),
            service_items: j(serviceItems),
            notice: (b.notice ?? '').trim(),
          }
          let pkgId: number
          let goodsId: number
          if (!existing) {
            const t = await goodsTemplate(tx)
            goodsId = await nextId(tx)
            pkgId = goodsId
            await tx.unscoped
              .insertInto('goods')
              .values({
                ...fields,
                id: goodsId,
                hospital_id: tx.hospitalId,
                goods_distribute_id: await nextId(tx),
                goods_type: t.goods_type ?? 2,
                stock_flag: t.stock_flag ?? 1,
                price_show_mode: 0,
                goods_price_flag: 0,
                custom_copy: '',
                deal_type: t.deal_type ?? '',
                label_list: j(['报告电子版']),
                spec_list: '[]',
                service_list: j(t.service_list ?? []),
                service_institution: t.service_institution ? j(t.service_institution) : sql`null`,
                need_appoint: false,
                rule_fields: j(t.rule_fields ?? []),
                message_fields: j(t.message_fields ?? []),
                detail_html: '',
                is_support_refund: true,
                sales_num: 0,
                copy_type: 0,
                copywriting: '',
                status: b.listed ? 1 : 0,
                sort: 0,
                created_at: scope.now,
              })
              .execute()
            await tx.unscoped
              .insertInto('goods_sku')
              .values({
                id: await nextId(tx),
                goods_id: goodsId,
                sku_data: j([{ key: '规格', value: '标准' }]),
                price_cents: b.priceFen,
                lined_price_cents: Math.max(0, b.linedPriceFen ?? 0),
                stock: 9999,
                sku_pic: '',
              })
              .execute()
            await tx.unscoped
              .insertInto('pe_package')
              .values({
                id: pkgId,
                hospital_id: tx.hospitalId,
                goods_id: goodsId,
                sex_limit: b.sexLimit,
                min_age: b.minAge,
                max_age: b.maxAge,
                sort: 1000,
                pool_goods_id: poolGoodsId,
              })
              .execute()
            await tx.unscoped
              .insertInto('pe_package_profile')
              .values({ package_id: pkgId, crowds: '[]', diseases: '[]', item_groups: j(groups), requires_sexual_history: !!b.married })
              .execute()
          } else {
            pkgId = existing.id
            goodsId = existing.goods_id
            await tx.unscoped.updateTable('goods').set(fields).where('id', '=', goodsId).execute()
            await tx.unscoped
              .updateTable('goods_sku')
              .set({ price_cents: b.priceFen, lined_price_cents: Math.max(0, b.linedPriceFen ?? 0) })
              .where('goods_id', '=', goodsId)
              .execute()
            await tx
              .updateTable('pe_package')
              .set({ sex_limit: b.sexLimit, min_age: b.minAge, max_age: b.maxAge, pool_goods_id: poolGoodsId })
              .where('id', '=', pkgId)
              .execute()
            await tx.unscoped
              .insertInto('pe_package_profile')
              .values({ package_id: pkgId, crowds: '[]', diseases: '[]', item_groups: j(groups), requires_sexual_history: !!b.married })
              .onConflict((oc) => oc.column('package_id').doUpdateSet({ item_groups: j(groups), requires_sexual_history: !!b.married }))
              .execute()
          }
          // the add-ons: kept by id, new ones added, the rest removed (not one that was ordered)
          const old = await tx.unscoped.selectFrom('pe_add_item').select(['id', 'item_name']).where('package_id', '=', pkgId).execute()
          if (b.addOns.some((a) => a.id !== undefined && !old.some((o) => o.id === a.id))) throw badRequest(M.ADD_ON_UNKNOWN)
          const removed = old.filter((o) => !b.addOns.some((a) => a.id === o.id))
          if (removed.length) {
            const ordered = await tx.unscoped
              .selectFrom('order_add_item')
              .select('add_item_id')
              .where(
                'add_item_id',
                'in',
                removed.map((r) => r.id),
              )
              .executeTakeFirst()
            if (ordered) throw conflict(M.ADD_ON_HAS_ORDERS(removed.find((r) => r.id === ordered.add_item_id)!.item_name))
            await tx.unscoped
              .deleteFrom('pe_add_item_rule')
              .where(
                'add_item_id',
                'in',
                removed.map((r) => r.id),
              )
              .execute()
            await tx.unscoped
              .deleteFrom('pe_add_item')
              .where(
                'id',
                'in',
                removed.map((r) => r.id),
              )
              .execute()
          }
          const idOfName = new Map<string, number>()
          for (const [i, a] of b.addOns.entries()) {
            const item = {
              item_name: a.name.trim(),
              item_desc: (a.desc ?? '').trim(),
              price_cents: a.priceFen,
              sex_limit: a.sexLimit ?? 0,
              sort: i + 1,
            }
            const addId = a.id ?? (await nextId(tx))
            if (a.id) await tx.unscoped.updateTable('pe_add_item').set(item).where('id', '=', a.id).execute()
            else
              await tx.unscoped
                .insertInto('pe_add_item')
                .values({ ...item, id: addId, package_id: pkgId })
                .execute()
            idOfName.set(item.item_name, addId)
          }
          const conflicts = symmetricConflicts(
            b.addOns.map((a) => ({
              key: idOfName.get(a.name.trim())!,
              conflicts: (a.conflicts ?? []).map((c) => idOfName.get(c.trim())!),
            })),
          )
          for (const a of b.addOns) {
            const addId = idOfName.get(a.name.trim())!
            const rule = {
              category: (a.category ?? '').trim(),
              meaning: (a.desc ?? '').trim(),
              min_age: a.minAge ?? null,
              max_age: a.maxAge ?? null,
              requires_sexual_history: !!a.requiresSexualHistory,
              conflicts: j(conflicts.get(addId) ?? []),
            }
            await tx.unscoped
              .insertInto('pe_add_item_rule')
              .values({ add_item_id: addId, ...rule })
              .onConflict((oc) => oc.column('add_item_id').doUpdateSet(rule))
              .execute()
          }
          audit.objectId = pkgId
          audit.changes = {
            packageName: oldGoods ? [oldGoods.goods_name, fields.goods_name] : fields.goods_name,
            priceFen: b.priceFen,
            eligibility: [b.sexLimit, b.minAge, b.maxAge, !!b.married],
            addOns: b.addOns.map((a) => [a.name, a.priceFen]),
            poolGoodsId,
          }
          return pkgId
        },
      )
      return ok((await packageViews(app, scope, [await ownPackage(scope, id)]))[0])
    },
  )

  app.post(
    rel(STAFF_PACKAGE_PATHS.listed),
    { schema: { body: StaffPackageListedReq, response: { 200: Envelope(StaffPackage) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { id, listed } = req.body
      await scope.write(
        { action: listed ? 'package.list' : 'package.unlist', objectType: 'pe_package', objectId: id },
        async (tx, audit) => {
          const p = await ownPackage(tx, id, true)
          const g = await tx.selectFrom('goods').select(['id', 'status']).where('id', '=', p.goods_id).executeTakeFirstOrThrow()
          await tx
            .updateTable('goods')
            .set({ status: listed ? 1 : 0 })
            .where('id', '=', g.id)
            .execute()
          audit.changes = { listed: [g.status === 1, listed] }
        },
      )
      return ok((await packageViews(app, scope, [await ownPackage(scope, id)]))[0])
    },
  )
}
