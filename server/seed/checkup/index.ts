/**
 * Check-up seed (issue 12), after the browse and account seeds: the packages added to reach 8–12 per
 * hospital — each a real exam goods (goods + sku + the goods' slots in THE appointment pool, bought
 * through the cart like every exam goods) with its pe_package row and add-on items — then every
 * package's profile (crowds, concerns, items by department), the add-on rules, concerns and banners.
 *
 * Runs once per database: the marker server_kv 'checkup.seededAt' is written in the same transaction.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { addDays, businessToday } from '../../../src/domain/time'
import { isIncludedInPackage } from '../../../src/domain/checkup/itemText'
import { PE_POOL_DAYS, PE_SLOTS } from '../account'
import { ADD_ON_RULES, BANNERS, DISEASES, EXISTING, ITEM_INFO, NEW_ADD_ONS, NEW_PACKAGES } from './catalogue'
import { itemImage } from '../imagery/path'

export const CHECKUP_SEED_MARKER = 'checkup.seededAt'
const j = (v: unknown) => JSON.stringify(v)
const A = (name: string) => `/assets/browse/${name}.svg`

/** the base items of a package grouped by department, in first-seen order */
export function itemGroups(items: Array<{ name: string; desc?: string }>) {
  const groups: Array<{ department: string; items: Array<{ name: string; meaning: string }> }> = []
  for (const it of items) {
    const [department, meaning] = ITEM_INFO[it.name] ?? ['其他项目', it.desc ?? '']
    let g = groups.find((x) => x.department === department)
    if (!g) groups.push((g = { department, items: [] }))
    g.items.push({ name: it.name, meaning })
  }
  return groups
}

export async function seedCheckup(db: Kysely<DB>, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', CHECKUP_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const existing = await db.selectFrom('pe_package').select(['id', 'hospital_id', 'goods_id']).execute()
  if (existing.length === 0) return false // no exam goods seeded (SEED of another shop)
  await db.transaction().execute(async (trx) => {
    // ---- the added packages, each a goods cloned from the hospital's first exam goods
    for (const [h, list] of Object.entries(NEW_PACKAGES)) {
      const hospitalId = Number(h)
      const template = existing.filter((p) => p.hospital_id === hospitalId).sort((a, b) => a.goods_id - b.goods_id)[0]
      if (!template) continue
      const t = await trx.selectFrom('goods').selectAll().where('id', '=', template.goods_id).executeTakeFirstOrThrow()
      for (const [n, name, cat, price, lined, sell, sex, minAge, maxAge, items, crowds, diseases, sexual, family] of list) {
        const id = hospitalId * 1000 + n
        const serviceItems = items.map((i) => ({ name: i, desc: ITEM_INFO[i]?.[1] ?? '' }))
        await trx
          .insertInto('goods')
          .values({
            ...t,
            id,
            goods_distribute_id: 100000 + id,
            category_id: cat,
            goods_name: name,
            goods_path: itemImage(name),
            goods_pics: j([itemImage(name)]),
            sell_point: sell,
            lined_price_cents: lined * 100,
            spec_list: j([]),
            label_list: j(family > 1 ? [`${family}人套餐`, '报告电子版'] : ['报告电子版']),
            service_list: j(t.service_list ?? []),
            service_institution: j(t.service_institution),
            service_items: j(serviceItems),
            rule_fields: j(t.rule_fields ?? []),
            message_fields: j(t.message_fields ?? []),
            detail_html:
              `<h3>套餐介绍</h3><p>${sell}。</p><h3>检查项目</h3><ul>` +
              serviceItems.map((i) => `<li><strong>${i.name}</strong>：${i.desc}</li>`).join('') +
              `</ul><h3>体检须知</h3><p>${t.notice}</p>`,
            sales_num: (id * 7) % 500,
            sort: n,
            created_at: now,
          } as never)
          .execute()
        await trx
          .insertInto('goods_sku')
          .values({
            id: id * 10 + 1,
            goods_id: id,
            sku_data: j([{ key: '规格', value: '标准' }]),
            price_cents: price * 100,
            lined_price_cents: lined * 100,
            stock: 50,
            sku_pic: itemImage(name),
          } as never)
          .execute()
        await trx
          .insertInto('pe_package')
          .values({ id, hospital_id: hospitalId, goods_id: id, sex_limit: sex, min_age: minAge, max_age: maxAge, sort: n })
          .execute()
        // the add-ons for the package's sex that do not repeat one of its items (issue 35); ids keep the list's places
        const addOns = NEW_ADD_ONS.filter(([, , , s]) => sex === 0 || s === 0 || s === sex)
          .map((a, i) => [a, i] as const)
          .filter(([[itemName]]) => !isIncludedInPackage(itemName, items))
        if (addOns.length)
          await trx
            .insertInto('pe_add_item')
            .values(
              addOns.map(([[itemName, desc, p, s], i]) => ({
                id: id * 100 + i + 1,
                package_id: id,
                item_name: itemName,
                item_desc: desc,
                price_cents: p * 100,
                sex_limit: s,
                sort: i + 1,
              })),
            )
            .execute()
        const pools: Array<{
          goods_id: number
          sku_id: null
          appointed_date: string
          appointed_time: string
          total: number
          booked: number
        }> = []
        for (let d = 1; d <= PE_POOL_DAYS; d++) {
          const date = addDays(businessToday(now), d)!
          PE_SLOTS.forEach(([time, total], k) =>
            pools.push({
              goods_id: id,
              sku_id: null,
              appointed_date: date,
              appointed_time: time,
              total,
              booked: d === 3 && k === 0 ? total : (n + d + k * 3) % 4,
            }),
          )
        }
        await trx.insertInto('appoint_pool').values(pools).execute()
        await trx
          .insertInto('pe_package_profile')
          .values({
            package_id: id,
            crowds: j(crowds),
            diseases: j(diseases.map((k) => hospitalId * 100 + k)),
            item_groups: j(itemGroups(serviceItems)),
            requires_sexual_history: sexual,
            family_size: family,
            recommended: n === 701,
          })
          .execute()
      }
    }
    // ---- profiles of the browse seed's exam packages
    for (const p of existing) {
      const g = await trx.selectFrom('goods').select('service_items').where('id', '=', p.goods_id).executeTakeFirstOrThrow()
      const [crowds, diseases, sexual, recommended] = EXISTING[p.goods_id] ?? [[], [], false, false]
      await trx
        .insertInto('pe_package_profile')
        .values({
          package_id: p.id,
          crowds: j(crowds),
          diseases: j(diseases.map((k) => p.hospital_id * 100 + k)),
          item_groups: j(itemGroups(g.service_items ?? [])),
          requires_sexual_history: sexual,
          recommended,
        })
        .execute()
    }
    // ---- add-on rules
    const addItems = await trx.selectFrom('pe_add_item').select(['id', 'item_name']).execute()
    const rules = addItems
      .map((a) => {
        const r = ADD_ON_RULES[a.item_name]
        return r ? { add_item_id: a.id, category: r[0], meaning: r[1], min_age: r[2], max_age: r[3], requires_sexual_history: r[4] } : null
      })
      .filter((r) => r !== null)
    for (let i = 0; i < rules.length; i += 500)
      await trx
        .insertInto('pe_add_item_rule')
        .values(rules.slice(i, i + 500))
        .execute()
    // ---- concerns and banners
    const hospitals = [...new Set(existing.map((p) => p.hospital_id))]
    await trx
      .insertInto('pe_disease')
      .values(
        hospitals.flatMap((h) =>
          DISEASES.map(([k, name, description]) => ({
            id: h * 100 + k,
            hospital_id: h,
            name,
            description,
            icon_path: A('cat-exam'),
            sort: k,
          })),
        ),
      )
      .execute()
    const banners = hospitals.flatMap((h) =>
      (BANNERS[h] ?? []).map(([pic, title, jump], i) => ({ hospital_id: h, title, pic_path: A(pic), jump_path: jump, sort: i + 1 })),
    )
    if (banners.length) await trx.insertInto('pe_banner').values(banners).execute()
    await trx.insertInto('server_kv').values({ key: CHECKUP_SEED_MARKER, value: now.toISOString() }).execute()
  })
  return true
}
