/**
 * Account-data seed: a physical-exam package for every exam goods of contract/browse (goods of type 2
 * in the exam categories 603/703/803 of hospitals 6/7/8) with its sex/age limits, add-on items and
 * an appointment pool for the next 14 days (business-zone dates, from the seed time).
 *
 * Runs once per database: the marker server_kv 'account.seededAt' is written in the same
 * transaction, so a restart never duplicates rows nor moves the dates. The area tree (./areas.ts)
 * is static data served from memory.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { addDays, businessToday } from '../../../src/domain/time'
import { isIncludedInPackage } from '../../../src/domain/checkup/itemText'

export const ACCOUNT_SEED_MARKER = 'account.seededAt'
/** the exam categories (level 1) of the seeded hospitals */
export const EXAM_PARENT_CATEGORIES = [603, 703, 803]
export const PE_POOL_DAYS = 14
/** morning slots (fasting exams): [time, capacity] */
export const PE_SLOTS: Array<[string, number]> = [
  ['07:30-08:30', 15],
  ['08:30-09:30', 15],
  ['09:30-10:30', 10],
  ['10:30-11:30', 6],
]

/** goodsId -> [sexLimit 0 any / 1 male / 2 female, minAge, maxAge] (default any, 0-150) */
const LIMITS: Record<number, [0 | 1 | 2, number, number]> = {
  6023: [0, 16, 65], // 入职体检
  6024: [0, 40, 150], // 中老年
  6025: [2, 20, 150], // 女性两癌
  6026: [0, 30, 150],
  6027: [0, 18, 80], // 无痛胃肠镜
  6033: [0, 14, 150],
  6034: [0, 18, 150],
  6036: [0, 18, 70], // 驾驶员
  7008: [2, 18, 55], // 孕期建档
  7009: [2, 18, 55],
  7014: [0, 2, 7], // 儿童入园
  7015: [2, 16, 150],
  7016: [2, 18, 55],
  8012: [0, 60, 150],
  8013: [0, 50, 150],
  8014: [0, 60, 150],
}

/** add-on items: [name, desc, price yuan, sexLimit] — adult packages get the first list, child packages the second */
const ADD_ITEMS_ADULT: Array<[string, string, number, 0 | 1 | 2]> = [
  ['幽门螺杆菌呼气试验', 'C13 呼气检测', 100, 0],
  ['甲状腺彩超', '甲状腺结节筛查', 120, 0],
  ['胃功能三项', '胃蛋白酶原 I/II、胃泌素17', 180, 0],
  ['颈动脉彩超', '斑块筛查', 200, 0],
  ['骨密度', '双能X线', 150, 0],
  ['胸部低剂量CT', '肺结节筛查', 380, 0],
  ['前列腺特异性抗原（PSA）', '男性专项', 90, 1],
  ['乳腺彩超', '女性专项', 160, 2],
  ['HPV分型检测', '女性专项', 298, 2],
]
const ADD_ITEMS_CHILD: Array<[string, string, number, 0 | 1 | 2]> = [
  ['微量元素', '锌、铁、钙等5项', 80, 0],
  ['骨龄评估', '左手腕X线', 150, 0],
  ['视力筛查', '屈光筛查', 60, 0],
]

export async function seedAccount(db: Kysely<DB>, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', ACCOUNT_SEED_MARKER).executeTakeFirst()
  if (done) return false
  await db.transaction().execute(async (trx) => {
    const goods = await trx
      .selectFrom('goods as g')
      .innerJoin('browse_category as c', 'c.id', 'g.category_id')
      .select(['g.id', 'g.hospital_id', 'g.sort', 'g.goods_name', 'g.service_items'])
      .where('g.goods_type', '=', 2)
      .where('c.parent_id', 'in', EXAM_PARENT_CATEGORIES)
      .orderBy('g.id')
      .execute()
    if (goods.length === 0) return // no browse seed (SEED of another shop): nothing to attach packages to
    const packages = goods.map((g) => {
      const [sex, min, max] = LIMITS[g.id] ?? [0, 0, 150]
      return { id: g.id, hospital_id: g.hospital_id, goods_id: g.id, sex_limit: sex, min_age: min, max_age: max, sort: g.sort }
    })
    const itemNames = new Map(goods.map((g) => [g.id, ((g.service_items ?? []) as Array<{ name: string }>).map((i) => i.name)]))
    await trx.insertInto('pe_package').values(packages).execute()
    const items: DB['pe_add_item'][] = []
    const pools: Array<{ package_id: number; appointed_date: string; appointed_time: string; capacity: number; booked: number }> = []
    for (const p of packages) {
      const list =
        p.max_age <= 14 ? ADD_ITEMS_CHILD : ADD_ITEMS_ADULT.filter(([, , , sex]) => p.sex_limit === 0 || sex === 0 || sex === p.sex_limit)
      // no add-on that repeats one of the package's own items (issue 35: 颈动脉彩超 and 骨密度 in 6024); the id keeps
      // the add-on's place in the list, so the others' ids do not depend on the package's items
      list.forEach(([name, desc, price, sex], i) => {
        if (isIncludedInPackage(name, itemNames.get(p.id) ?? [])) return
        items.push({
          id: p.id * 100 + i + 1,
          package_id: p.id,
          item_name: name,
          item_desc: desc,
          price_cents: Math.round(price * 100),
          sex_limit: sex,
          sort: i + 1,
        })
      })
      for (let d = 1; d <= PE_POOL_DAYS; d++) {
        const date = addDays(businessToday(now), d)!
        PE_SLOTS.forEach(([time, capacity], k) => {
          // day 3's first slot is fully booked (shows appointFlag 2); others partly booked
          const booked = d === 3 && k === 0 ? capacity : (p.id + d * 3 + k * 5) % 4
          pools.push({ package_id: p.id, appointed_date: date, appointed_time: time, capacity, booked: Math.min(capacity, booked) })
        })
      }
    }
    await trx.insertInto('pe_add_item').values(items).execute()
    // ONE pool per goods (server/appoint/pool.ts): a package whose goods already has a schedule (the
    // browse seed's appointment pool) keeps it; the exam slots below are for the others only
    const scheduled = new Set(
      (
        await trx
          .selectFrom('appoint_pool')
          .select('goods_id')
          .distinct()
          .where(
            'goods_id',
            'in',
            packages.map((p) => p.goods_id),
          )
          .execute()
      ).map((r) => r.goods_id),
    )
    const goodsOf = new Map(packages.map((p) => [p.id, p.goods_id]))
    const rows = pools
      .filter((p) => !scheduled.has(goodsOf.get(p.package_id)!))
      .map((p) => ({
        goods_id: goodsOf.get(p.package_id)!,
        sku_id: null,
        appointed_date: p.appointed_date,
        appointed_time: p.appointed_time,
        total: p.capacity,
        booked: p.booked,
      }))
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('appoint_pool')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['goods_id', 'appointed_date', 'appointed_time']).doNothing())
        .execute()
    await trx
      .insertInto('server_kv')
      .values({ key: ACCOUNT_SEED_MARKER, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  })
  return true
}
