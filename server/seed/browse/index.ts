/**
 * Browse seed: categories, goods and skus, page configs, content, activities, coupons, points and
 * appointment pools of the hospitals 6, 7 and 8, with dates relative to the seed time (running
 * activities started yesterday, upcoming ones start tomorrow).
 *
 * Runs once per database: the marker server_kv 'browse.seededAt' (the seed time, ISO) is written
 * in the same transaction, so a restart never duplicates rows nor moves the dates.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { businessParts, businessWallTime, formatDate } from '../../../src/domain/time'
import { CATEGORIES, GOODS, HOT_WORDS, RULE_FIELDS, type SeedGoods } from './catalog'
import { ADS, ARTICLES, DEPARTMENTS, DOCTORS, DOCTOR_TITLES, FORMS, GROUPS, GROUP_GOODS, PAGES, RESOURCES, STUDIOS } from './content'
import { ACTIVITIES, COUPONS, DEMO_POINTS, INTEGRAL_ITEMS, INTEGRAL_RULES, PROMOTIONS, TEAMS } from './market'
import { itemImage } from '../imagery/path'

export const BROWSE_SEED_MARKER = 'browse.seededAt'
export const BROWSE_HOSPITALS = [6, 7, 8] as const
export const APPOINT_SLOTS: Array<[string, number]> = [
  ['08:00-09:00', 20],
  ['09:00-10:00', 20],
  ['10:00-11:00', 15],
  ['14:00-15:00', 10],
  ['15:00-16:00', 10],
]
export const APPOINT_DAYS = 7

const A = (name: string) => `/assets/browse/${name}.svg`
const j = (v: unknown) => JSON.stringify(v)
const DAY = 86_400_000
const cents = (yuan: number) => Math.round(yuan * 100)

/** the skus of a seed goods: cartesian product of its sku specs */
export function seedSkus(g: SeedGoods, goodsId: number): Array<{ id: number; data: Array<{ key: string; value: string }>; price: number }> {
  const specs = g.specs ?? []
  let combos: Array<{ data: Array<{ key: string; value: string }>; delta: number }> = [{ data: [], delta: 0 }]
  for (const [name, values, deltas] of specs) {
    const next: typeof combos = []
    for (const c of combos)
      values.forEach((v, i) => next.push({ data: [...c.data, { key: name, value: v }], delta: c.delta + (deltas?.[i] ?? 0) }))
    combos = next
  }
  if (specs.length === 0) combos = [{ data: [{ key: '规格', value: '标准' }], delta: 0 }]
  return combos.map((c, i) => ({ id: goodsId * 10 + i + 1, data: c.data, price: g.price + c.delta }))
}

async function insertAll<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: any[], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as any)
      .execute()
}

export async function seedBrowse(db: Kysely<DB>, opts: { production: boolean; now?: Date }): Promise<boolean> {
  const now = opts.now ?? new Date()
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', BROWSE_SEED_MARKER).executeTakeFirst()
  if (done) return false
  /** `days` after the seed time; with `hour`: hh:00 business time on that business day */
  const at = (days: number, hour?: number) => {
    const d = new Date(now.getTime() + days * DAY)
    if (hour === undefined) return d
    const p = businessParts(d)
    return businessWallTime(p.year, p.month, p.day, hour)
  }

  await db.transaction().execute(async (trx) => {
    // categories
    const cats: any[] = []
    for (const h of BROWSE_HOSPITALS) {
      CATEGORIES[h].forEach((c, i) => {
        cats.push({ id: c.id, hospital_id: h, category_name: c.name, cate_level: 1, parent_id: 0, icon_path: A(c.icon), sort: i + 1 })
        c.children.forEach((s, k) =>
          cats.push({ id: s.id, hospital_id: h, category_name: s.name, cate_level: 2, parent_id: c.id, icon_path: A(c.icon), sort: k + 1 }),
        )
      })
    }
    await insertAll(trx, 'browse_category', cats)

    // goods and skus
    const goods: any[] = []
    const skus: any[] = []
    const pools: any[] = []
    for (const h of BROWSE_HOSPITALS) {
      const hospital = await trx.selectFrom('hospital').select(['name', 'address', 'phone']).where('id', '=', h).executeTakeFirst()
      for (const g of GOODS[h]) {
        const id = h * 1000 + g.n
        const service = g.type !== 1
        const specList = [
          ...(g.specs ?? []).map(([name, values], i) => ({ id: id * 10 + i + 1, specName: name, values, kind: 'sku' as const })),
        ]
        const msgFields = (g.msg ?? []).map(([name, placeholder, fieldType], i) => ({
          id: id * 100 + 50 + i,
          specName: name,
          placeholder,
          isRequire: 1,
          fieldType,
        }))
        goods.push({
          id,
          hospital_id: h,
          goods_distribute_id: 100000 + id,
          category_id: g.cat,
          goods_name: g.name,
          goods_type: g.type,
          // one picture per item, drawn after the thing (issue 35 item 10: ../imagery)
          goods_path: itemImage(g.name),
          goods_pics: j([itemImage(g.name)]),
          sell_point: g.sell,
          lined_price_cents: cents(g.lined ?? 0),
          stock_flag: g.stockFlag ?? (g.type === 2 ? 0 : 1),
          price_show_mode: g.hidePrice ? 1 : 0,
          goods_price_flag: g.priceCopy ? 1 : 0,
          custom_copy: g.priceCopy ?? '',
          deal_type: g.deal ?? '',
          label_list: j(g.labels ?? []),
          spec_list: j(specList),
          service_list: j((g.roles ?? []).map((r, i) => ({ id: id * 10 + i + 1, serviceRoleName: r, persons: [] }))),
          service_institution: j(
            service
              ? {
                  name: `${hospital?.name.replace('健康商城', '') ?? ''}${g.type === 2 && !g.roles ? '健康管理中心' : '延续护理中心'}`,
                  address: hospital?.address ?? '',
                  phone: hospital?.phone ?? '',
                }
              : null,
          ),
          service_items: j((g.items ?? []).map(([name, desc]) => ({ name, desc }))),
          need_appoint: !!g.appoint,
          rule_fields: j(g.appoint ? RULE_FIELDS : []),
          message_fields: j(msgFields),
          detail_html:
            `<h3>商品介绍</h3><p>${g.sell}。</p><p><img src="${A(g.img)}" alt="${g.name}" width="400" height="400"></p>` +
            ((g.items ?? []).length
              ? `<h3>服务项目</h3><ul>${(g.items ?? []).map(([n, d]) => `<li><strong>${n}</strong>${d ? `：${d}` : ''}</li>`).join('')}</ul>`
              : '') +
            (g.notice ? `<h3>购买须知</h3><p>${g.notice}</p>` : ''),
          notice:
            g.notice ??
            (service ? '服务类商品购买后请按预约时间到院或等待客服联系。' : '下单后48小时内发货，支持7天无理由退货（未拆封）。'),
          is_support_refund: g.refund ?? true,
          sales_num: g.sales ?? 0,
          copy_type: g.copy?.[0] ?? 0,
          copywriting: g.copy?.[1] ?? '',
          status: 1,
          sort: g.n,
          created_at: new Date(now.getTime() - (60 - g.n) * DAY),
        })
        const defaultStock = g.type === 1 ? 200 : g.type === 2 ? 50 : 30
        seedSkus(g, id).forEach((s, i) => {
          skus.push({
            id: s.id,
            goods_id: id,
            sku_data: j(s.data),
            price_cents: cents(s.price),
            lined_price_cents: g.lined ? cents(g.lined + (s.price - g.price)) : 0,
            stock: g.stockOverride?.[i] ?? g.stock ?? defaultStock,
            sku_pic: itemImage(g.name),
          })
        })
        if (g.appoint) {
          for (let d = 1; d <= APPOINT_DAYS; d++) {
            const date = formatDate(at(d))
            APPOINT_SLOTS.forEach(([time, total], k) => {
              pools.push({
                goods_id: id,
                sku_id: null,
                appointed_date: date,
                appointed_time: time,
                total,
                booked: d === 2 && k === 0 ? total : Math.min(total, (g.n * 3 + d * 5 + k * 7) % 9),
              })
            })
          }
        }
      }
    }
    await insertAll(trx, 'goods', goods, 200)
    await insertAll(trx, 'goods_sku', skus)
    await insertAll(trx, 'appoint_pool', pools)

    // page builder and content
    await insertAll(
      trx,
      'magic_group',
      GROUPS.map(([id, h, name, parent, type, sort]) => ({ id, hospital_id: h, name, parent_id: parent, group_type: type, sort })),
    )
    await insertAll(
      trx,
      'magic_resource',
      RESOURCES.map(([groupId, photo, name, jump, subTitle, badge], i) => ({
        id: i + 1,
        group_id: groupId,
        photo_path: A(photo),
        name,
        sub_title: subTitle ?? null,
        badge: badge ?? null,
        jump: j(jump),
        sort: i + 1,
      })),
    )
    const gg: any[] = []
    for (const [groupId, ids] of Object.entries(GROUP_GOODS))
      ids.forEach((goodsId, i) => gg.push({ group_id: Number(groupId), goods_id: goodsId, sort: i + 1 }))
    await insertAll(trx, 'magic_group_goods', gg)
    await insertAll(
      trx,
      'magic_page',
      PAGES.map((p) => ({
        id: p.id,
        hospital_id: p.hospitalId,
        title: p.title,
        background_color: p.backgroundColor,
        grey_mode: p.greyMode,
        magic_page_type: p.magicPageType,
        blocks: j(p.blocks),
      })),
    )
    await insertAll(
      trx,
      'magic_form',
      FORMS.map((f) => ({ id: f.id, hospital_id: f.hospitalId, title: f.title, description: f.description, fields: j(RULE_FIELDS) })),
    )
    await insertAll(
      trx,
      'article',
      ARTICLES.map(([id, h, groupId, title, author, cover, summary, content, daysAgo, reads]) => ({
        id,
        hospital_id: h,
        group_id: groupId,
        title,
        author,
        cover_path: A(cover),
        summary,
        content,
        publish_time: at(-daysAgo, 9),
        read_num: reads,
      })),
    )
    const deps: any[] = []
    const docs: any[] = []
    const studios: any[] = []
    for (const h of BROWSE_HOSPITALS) {
      DEPARTMENTS[h].forEach(([id, name, icon, intro], i) =>
        deps.push({ id, hospital_id: h, department_name: name, icon_path: A(icon), intro, sort: i + 1 }),
      )
      DOCTORS[h].forEach(([id, dep, name, title, avatar, goodAt, famous, price], i) =>
        docs.push({
          id,
          hospital_id: h,
          department_id: dep,
          name,
          title_code: title,
          avatar_path: A(avatar),
          good_at: goodAt,
          intro: `${name}，${DOCTOR_TITLES.find((t) => t[0] === title)?.[1] ?? ''}，从事临床工作二十余年，擅长${goodAt}。`,
          famous,
          consult_price_cents: cents(price),
          sort: i + 1,
        }),
      )
      STUDIOS[h].forEach(([id, dep, name, great, image, intro, chronic, members], i) =>
        studios.push({
          id,
          hospital_id: h,
          department_id: dep,
          name,
          great,
          head_img_path: A(image),
          intro,
          chronic,
          member_num: members,
          sort: i + 1,
        }),
      )
    }
    await insertAll(trx, 'department', deps)
    await insertAll(trx, 'doctor', docs)
    await insertAll(trx, 'studio', studios)
    await trx
      .insertInto('dict_item')
      .values(DOCTOR_TITLES.map(([value, label], i) => ({ dict_code: 'doctor_title', value, label, sort: i + 1 })))
      .onConflict((oc) => oc.columns(['dict_code', 'value']).doNothing())
      .execute()
    await insertAll(
      trx,
      'advertisement',
      ADS.map(([id, h, pageId, goodsId, showType, freq, start, end, pic, floor, title, jump]) => ({
        id,
        hospital_id: h,
        page_id: pageId,
        goods_id: goodsId,
        show_type: showType,
        show_frequency: freq,
        start_time: start === null ? null : at(start, 0),
        end_time: end === null ? null : at(end, 23),
        pic_path: A(pic),
        floor,
        title,
        jump: j(jump),
      })),
    )
    const words: any[] = []
    for (const h of BROWSE_HOSPITALS)
      HOT_WORDS[h].forEach(([word, hl], i) => words.push({ id: h * 100 + i + 1, hospital_id: h, word, highlight: hl, sort: i + 1 }))
    await insertAll(trx, 'hot_word', words)

    // activities, teams, promotions
    await insertAll(
      trx,
      'activity',
      ACTIVITIES.map((a) => ({
        id: a.id,
        hospital_id: a.hospitalId,
        type: a.type,
        activity_name: a.name,
        period_begin: a.begin < 0 ? at(a.begin) : at(a.begin, 10),
        period_end: at(a.end, 22),
        time_before: 0,
        show_price: 1,
        purchase_max: a.purchaseMax ?? 0,
        single_limit: a.singleLimit ?? 0,
        team_num: a.teamNum ?? 0,
        team_hours: a.teamHours ?? 0,
        activity_describe: a.describe,
      })),
    )
    const ag: any[] = []
    for (const a of ACTIVITIES)
      a.goods.forEach(([goodsId, skuId, price, stock, sold], i) =>
        ag.push({
          id: a.id * 100 + i + 1,
          activity_id: a.id,
          goods_id: goodsId,
          sku_id: skuId,
          activity_price_cents: cents(price),
          activity_discount_price_cents: null,
          activity_stock_num: stock,
          activity_stock_flag: 1,
          activity_num: sold,
          status: 1,
        }),
      )
    await insertAll(trx, 'activity_goods', ag)
    await insertAll(
      trx,
      'team',
      TEAMS.map(([activityId, goodsId, leader, avatar, need, joined, hours, status]) => ({
        activity_id: activityId,
        goods_id: goodsId,
        sku_id: null,
        leader_user_id: null,
        leader_name: leader,
        leader_avatar: A(avatar),
        need_num: need,
        joined_num: joined,
        expire_at: new Date(now.getTime() + hours * 3600_000),
        status,
        created_at: new Date(now.getTime() - 3600_000),
      })),
    )
    await insertAll(
      trx,
      'promotion',
      PROMOTIONS.map((p) => ({
        id: p.id,
        hospital_id: p.hospitalId,
        activity_name: p.name,
        rule_type: 1,
        period_begin: at(p.begin, 0),
        period_end: at(p.end, 23),
        activity_describe: p.describe,
        tiers: j(p.tiers),
      })),
    )
    const pg: any[] = []
    for (const p of PROMOTIONS) for (const goodsId of p.goods) pg.push({ promotion_id: p.id, goods_id: goodsId })
    await insertAll(trx, 'promotion_goods', pg)

    // coupons and points
    await insertAll(
      trx,
      'coupon_rule',
      COUPONS.map((c) => ({
        id: c.id,
        hospital_id: c.hospitalId,
        coupon_name: c.name,
        coupon_type: c.type,
        coupon_val: c.val,
        reach_type: c.reachType,
        reach_val: c.reachType === 1 ? cents(c.reachVal) : c.reachVal,
        acquire_begin: c.acquire?.[0] == null ? null : c.acquire[0] > 0 ? at(c.acquire[0], 10) : at(c.acquire[0], 0),
        acquire_end: c.acquire?.[1] == null ? null : at(c.acquire[1], 23),
        period_begin: c.period ? at(c.period[0], 0) : null,
        period_end: c.period ? at(c.period[1], 23) : null,
        period_days: c.period ? null : (c.days ?? 30),
        req_num: c.reqNum,
        coupon_total: c.total,
        received_num: c.received ?? 0,
        goods_ids: j(c.goods ?? []),
        new_user: !!c.newUser,
        in_center: c.inCenter ?? true,
        coupon_describe: c.describe,
      })),
    )
    const rules: any[] = []
    for (const h of BROWSE_HOSPITALS)
      INTEGRAL_RULES.forEach(([name, desc, points], i) =>
        rules.push({ id: h * 10 + i + 1, hospital_id: h, rule_name: name, rule_desc: desc, integral: points }),
      )
    await insertAll(trx, 'integral_rule', rules)
    await insertAll(
      trx,
      'integral_item',
      INTEGRAL_ITEMS.map(([id, h, couponRuleId, points, stock, limit], i) => ({
        id,
        hospital_id: h,
        coupon_rule_id: couponRuleId,
        integral: points,
        stock,
        exchanged_num: 0,
        limit_num: limit,
        sort: i + 1,
      })),
    )
    if (!opts.production) {
      const demo = await trx.selectFrom('app_user').select('id').where('register_channel', '=', 'seed').orderBy('id').executeTakeFirst()
      if (demo) {
        for (const [h, records] of DEMO_POINTS) {
          let balance = 0
          for (const [remark, points, daysAgo] of records) {
            balance += points
            await trx
              .insertInto('integral_record')
              .values({ user_id: demo.id, hospital_id: h, change_type: 1, integral: points, balance, remark, created_at: at(-daysAgo) })
              .execute()
          }
          await trx
            .insertInto('integral_account')
            .values({ user_id: demo.id, hospital_id: h, balance, total_earned: balance, total_spent: 0 })
            .onConflict((oc) => oc.columns(['user_id', 'hospital_id']).doNothing())
            .execute()
        }
      }
    }
    await trx.insertInto('server_kv').values({ key: BROWSE_SEED_MARKER, value: now.toISOString() }).execute()
  })
  return true
}
