/**
 * The specialty services hospital 6's landings book (issues 12 and 14): dental care, medical cosmetology and
 * children's health. Real goods of the catalogue (service goods with one sku, booked with an appointment time
 * through the normal cart and checkout), in their own category 专科服务 (607: 671 口腔, 672 医学美容, 673 儿童保健).
 * Ids follow the browse seed: goods 6000+n (n 801-806), sku goodsId*10+1, goodsDistributeId 100000+goodsId.
 */
import type { Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { formatDate } from '../../../src/domain/time'
import { APPOINT_DAYS, APPOINT_SLOTS } from '../browse'
import { itemImage } from '../imagery/path'

const A = (name: string) => `/assets/browse/${name}.svg`
const j = (v: unknown) => JSON.stringify(v)
const DAY = 86_400_000

export const SPECIALTY_CATEGORIES = [
  { id: 607, parent: 0, level: 1, name: '专科服务', icon: 'cat-care' },
  { id: 671, parent: 607, level: 2, name: '口腔服务', icon: 'cat-care' },
  { id: 672, parent: 607, level: 2, name: '医学美容', icon: 'cat-care' },
  { id: 673, parent: 607, level: 2, name: '儿童保健', icon: 'cat-baby' },
]

/** [n, category, name, picture, price, lined, sell point, items] */
export const SPECIALTY_GOODS: Array<[number, number, string, string, number, number, string, Array<[string, string]>]> = [
  [
    801,
    671,
    '口腔检查+超声波洁牙',
    'goods-tooth',
    198,
    260,
    '口腔医生检查 全口洁治 抛光',
    [
      ['口腔检查', '牙齿、牙龈与咬合检查'],
      ['超声波洁牙', '全口龈上洁治'],
      ['抛光', '减少色素再沉积'],
    ],
  ],
  [
    802,
    671,
    '儿童窝沟封闭（4颗）',
    'goods-tooth',
    240,
    0,
    '6-12岁儿童 恒磨牙防龋',
    [
      ['口腔检查', '确认适合封闭的牙齿'],
      ['窝沟封闭', '4颗恒磨牙'],
    ],
  ],
  [
    803,
    672,
    '光子嫩肤（单次）',
    'goods-combo',
    680,
    880,
    '皮肤科医生面诊后治疗',
    [
      ['面诊评估', '皮肤科医生评估是否适合'],
      ['光子治疗', '全面部一次'],
    ],
  ],
  [
    804,
    672,
    '痤疮综合护理（单次）',
    'goods-combo',
    268,
    0,
    '清洁 + 红蓝光 + 屏障修复',
    [
      ['面诊评估', '医生评估痤疮分级'],
      ['综合护理', '清洁、红蓝光照射、修复面膜'],
    ],
  ],
  [
    805,
    673,
    '儿童生长发育评估',
    'goods-exam-kid',
    168,
    0,
    '身高体重 骨龄 营养评估',
    [
      ['体格测量', '身高、体重、头围、BMI'],
      ['骨龄评估', '左手腕X线'],
      ['营养评估', '膳食与喂养指导'],
    ],
  ],
  [
    806,
    673,
    '儿童感统训练（10次）',
    'goods-rehab',
    1200,
    1500,
    '治疗师一对一 每次45分钟',
    [
      ['训练评估', '首次课前评估'],
      ['感统训练', '一对一训练10次'],
    ],
  ],
]

export async function seedSpecialtyGoods(trx: Transaction<DB>, now: Date): Promise<void> {
  const h = 6
  const hospital = await trx.selectFrom('hospital').select(['name', 'address', 'phone']).where('id', '=', h).executeTakeFirst()
  if (!hospital) return
  // seeded once: the appointment pool has no natural key to skip duplicates on
  if (
    await trx
      .selectFrom('goods')
      .select('id')
      .where('id', '=', h * 1000 + SPECIALTY_GOODS[0][0])
      .executeTakeFirst()
  )
    return
  await trx
    .insertInto('browse_category')
    .values(
      SPECIALTY_CATEGORIES.map((c, i) => ({
        id: c.id,
        hospital_id: h,
        category_name: c.name,
        cate_level: c.level,
        parent_id: c.parent,
        icon_path: A(c.icon),
        sort: c.level === 1 ? 7 : i,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const notice = '服务类商品请在下单时选择预约时间，按时到院；如需改期请在订单详情中修改。'
  await trx
    .insertInto('goods')
    .values(
      SPECIALTY_GOODS.map(([n, cat, name, , , lined, sell, items]) => ({
        id: h * 1000 + n,
        hospital_id: h,
        goods_distribute_id: 100000 + h * 1000 + n,
        category_id: cat,
        goods_name: name,
        goods_type: 2,
        goods_path: itemImage(name),
        goods_pics: j([itemImage(name)]),
        sell_point: sell,
        lined_price_cents: Math.round(lined * 100),
        stock_flag: 0,
        price_show_mode: 0,
        goods_price_flag: 0,
        custom_copy: '',
        deal_type: '',
        label_list: j([]),
        // one sku spec with one value: the sku popup resolves a sku only once every sku spec is chosen
        spec_list: j([{ id: (h * 1000 + n) * 10 + 1, specName: '规格', values: ['标准'], kind: 'sku' }]),
        service_list: j([]),
        service_institution: j({
          name: `${hospital.name.replace('健康商城', '')}门诊部`,
          address: hospital.address,
          phone: hospital.phone,
        }),
        service_items: j(items.map(([name, desc]) => ({ name, desc }))),
        need_appoint: true,
        rule_fields: j([]),
        message_fields: j([]),
        detail_html:
          `<h3>商品介绍</h3><p>${sell}。</p>` +
          `<h3>服务项目</h3><ul>${items.map(([a, b]) => `<li><strong>${a}</strong>：${b}</li>`).join('')}</ul>` +
          `<h3>购买须知</h3><p>${notice}</p>`,
        notice,
        is_support_refund: true,
        sales_num: 0,
        copy_type: 0,
        copywriting: '',
        status: 1,
        sort: n,
        created_at: new Date(now.getTime() - 30 * DAY),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await trx
    .insertInto('goods_sku')
    .values(
      SPECIALTY_GOODS.map(([n, , name, , price, lined]) => ({
        id: (h * 1000 + n) * 10 + 1,
        goods_id: h * 1000 + n,
        sku_data: j([{ key: '规格', value: '标准' }]),
        price_cents: Math.round(price * 100),
        lined_price_cents: Math.round(lined * 100),
        stock: 50,
        sku_pic: itemImage(name),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const pools = SPECIALTY_GOODS.flatMap(([n]) =>
    Array.from({ length: APPOINT_DAYS }, (_, d) =>
      APPOINT_SLOTS.map(([time, total]) => ({
        goods_id: h * 1000 + n,
        sku_id: null,
        appointed_date: formatDate(new Date(now.getTime() + (d + 1) * DAY)),
        appointed_time: time,
        total,
        booked: 0,
      })),
    ).flat(),
  )
  await trx
    .insertInto('appoint_pool')
    .values(pools)
    .onConflict((oc) => oc.doNothing())
    .execute()
}
