/**
 * Check-up report seed (issue 12 item 9): two years of reports of the demo user (张伟, three reports
 * about a year apart, drifting into abnormal lipids, glucose, uric acid, liver enzymes and a fatty
 * liver) and of a family member the demo user added (李娟, two reports: mild anaemia, TSH, breast
 * hyperplasia), with real item names, units and reference ranges (adult ranges as printed by Chinese
 * hospital labs, WS/T 404 for blood counts and liver/kidney enzymes, 中国成人血脂异常防治指南 2016 for
 * lipids, 中国2型糖尿病防治指南 2020 for glucose), plus two reports not on any account that
 * /checkupReport can link (SEED_UNLINKED_REPORTS: exam number + name + ID number).
 *
 * Dates are business-zone days before the seed time. Runs once per database: the marker server_kv
 * 'report.seededAt' is written in the same transaction. Not in production (the demo user is not there).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { ReportAdviceJson } from '../../lib/db/tables/report'
import { addDays, businessToday } from '../../../src/domain/time'
import { idCheckDigit } from '../../../src/domain/validation'
import { personDigest } from '../../modules/report/digest'
import { maskIdNumber } from '../../../src/domain/mask'

export const REPORT_SEED_MARKER = 'report.seededAt'

/** an 18-character ID number with its check digit: region + birth date + 3-digit sequence */
export function seedIdNumber(region: string, birth: string, seq: string): string {
  const first17 = `${region}${birth.replace(/-/g, '')}${seq}`
  return first17 + idCheckDigit(first17)
}

export const SEED_PERSONS = {
  self: { name: '张伟', sex: 1, birth: '1978-03-12', idNumber: seedIdNumber('320106', '1978-03-12', '213') },
  family: { name: '李娟', sex: 0, birth: '1981-09-05', idNumber: seedIdNumber('320104', '1981-09-05', '126') },
  other: { name: '王芳', sex: 0, birth: '1990-06-18', idNumber: seedIdNumber('320102', '1990-06-18', '048') },
} as const

/** reports /checkupReport can find and link (the journeys and the README use them) */
export const SEED_UNLINKED_REPORTS = [
  { examNo: 'TJ2026090001', person: SEED_PERSONS.other },
  { examNo: 'TJ2026090002', person: SEED_PERSONS.other },
] as const

/** a value starting with '!' is a text finding the report marks 异常 */
type Row = [department: string, group: string, name: string, unit: string | null, range: string | null, values: string[]]
/** 张伟's results in his three reports (oldest first) */
const SELF_ROWS: Row[] = [
  ['一般检查', '一般检查', '身高', 'cm', null, ['172', '172', '172']],
  ['一般检查', '一般检查', '体重', 'kg', null, ['72.8', '74.9', '76.3']],
  ['一般检查', '一般检查', '体重指数(BMI)', 'kg/m²', '18.5-23.9', ['24.6', '25.3', '25.8']],
  ['一般检查', '一般检查', '收缩压', 'mmHg', '90-139', ['132', '138', '146']],
  ['一般检查', '一般检查', '舒张压', 'mmHg', '60-89', ['84', '88', '93']],
  ['检验科', '血常规', '白细胞计数(WBC)', '×10^9/L', '3.5-9.5', ['6.2', '5.8', '6.6']],
  ['检验科', '血常规', '红细胞计数(RBC)', '×10^12/L', '4.3-5.8', ['5.02', '4.96', '5.10']],
  ['检验科', '血常规', '血红蛋白(HGB)', 'g/L', '130-175', ['152', '149', '155']],
  ['检验科', '血常规', '血小板计数(PLT)', '×10^9/L', '125-350', ['231', '245', '226']],
  ['检验科', '尿常规', '尿蛋白(PRO)', null, '阴性', ['阴性', '阴性', '阴性']],
  ['检验科', '尿常规', '尿潜血(BLD)', null, '阴性', ['阴性', '阴性', '阴性']],
  ['检验科', '尿常规', '尿葡萄糖(GLU)', null, '阴性', ['阴性', '阴性', '阴性']],
  ['检验科', '肝功能', '谷丙转氨酶(ALT)', 'U/L', '9-50', ['38', '46', '58']],
  ['检验科', '肝功能', '谷草转氨酶(AST)', 'U/L', '15-40', ['26', '31', '37']],
  ['检验科', '肝功能', '总胆红素(TBIL)', 'μmol/L', '0-21', ['12.4', '14.1', '13.2']],
  ['检验科', '肾功能', '肌酐(Cr)', 'μmol/L', '57-111', ['78', '81', '84']],
  ['检验科', '肾功能', '尿素(Urea)', 'mmol/L', '3.1-8.0', ['5.1', '5.4', '5.6']],
  ['检验科', '肾功能', '尿酸(UA)', 'μmol/L', '208-428', ['410', '436', '452']],
  ['检验科', '血脂四项', '总胆固醇(TC)', 'mmol/L', '<5.2', ['5.02', '5.41', '5.93']],
  ['检验科', '血脂四项', '甘油三酯(TG)', 'mmol/L', '<1.7', ['1.52', '1.94', '2.31']],
  ['检验科', '血脂四项', '高密度脂蛋白胆固醇(HDL-C)', 'mmol/L', '>1.04', ['1.18', '1.09', '0.98']],
  ['检验科', '血脂四项', '低密度脂蛋白胆固醇(LDL-C)', 'mmol/L', '<3.4', ['3.12', '3.38', '3.86']],
  ['检验科', '血糖', '空腹血糖(GLU)', 'mmol/L', '3.9-6.1', ['5.6', '6.0', '6.4']],
  ['检验科', '血糖', '糖化血红蛋白(HbA1c)', '%', '4.0-6.0', ['5.5', '5.8', '6.1']],
  ['检验科', '肿瘤标志物', '癌胚抗原(CEA)', 'ng/mL', '0-5', ['2.1', '2.4', '2.2']],
  ['检验科', '肿瘤标志物', '甲胎蛋白(AFP)', 'ng/mL', '0-7', ['3.2', '2.9', '3.4']],
  ['检验科', '肿瘤标志物', '总前列腺特异性抗原(tPSA)', 'ng/mL', '0-4', ['0.86', '0.92', '1.05']],
  ['检验科', 'C13呼气试验', '幽门螺杆菌(C13-UBT)', null, '阴性', ['阴性', '阴性', '阴性']],
  ['心电图室', '心电图', '心电图', null, null, ['窦性心律，正常心电图', '窦性心律，正常心电图', '窦性心律，正常心电图']],
  // one row per finding: an 异常 chip never sits beside "未见明显异常" (issue 35)
  ['超声科', '腹部彩超', '腹部彩超（肝脏）', null, null, ['未见明显异常', '!轻度脂肪肝', '!中度脂肪肝']],
  ['超声科', '腹部彩超', '腹部彩超（胆囊、胰腺、脾脏）', null, null, ['未见明显异常', '未见明显异常', '未见明显异常']],
  ['超声科', '甲状腺彩超', '甲状腺彩超', null, null, ['未见明显异常', '未见明显异常', '未见明显异常']],
  ['超声科', '前列腺彩超', '前列腺彩超', null, null, ['未见明显异常', '未见明显异常', '未见明显异常']],
  ['放射科', '胸部DR', '胸部DR正位片', null, null, ['心肺膈未见明显异常', '心肺膈未见明显异常', '心肺膈未见明显异常']],
]

const SELF_TEXT: Array<{ conclusions: string[]; advice: ReportAdviceJson[] }> = [
  {
    conclusions: ['超重（BMI 24.6）', '血压正常高值（132/84 mmHg）', '其余检查项目未见明显异常'],
    advice: [
      { title: '超重', text: '控制总热量，减少油脂和甜食，每周至少150分钟中等强度运动，目标BMI 18.5-23.9。' },
      { title: '血压正常高值', text: '低盐饮食（每日食盐少于5克），规律作息，建议每3-6个月复测血压。' },
    ],
  },
  {
    conclusions: ['超重（BMI 25.3）', '血压正常高值（138/88 mmHg）', '血脂异常：总胆固醇、甘油三酯偏高', '尿酸偏高', '轻度脂肪肝'],
    advice: [
      { title: '血脂异常', text: '少吃动物内脏、肥肉和油炸食品，增加蔬菜和全谷物；3-6个月后复查血脂。' },
      { title: '尿酸偏高', text: '多饮水（每日2000毫升以上），限制啤酒、海鲜和浓肉汤；3个月后复查。' },
      { title: '轻度脂肪肝', text: '减重5%-10%，戒酒，规律运动；半年后复查腹部彩超和肝功能。' },
    ],
  },
  {
    conclusions: [
      '血压升高（146/93 mmHg），建议心内科就诊',
      '空腹血糖受损（6.4 mmol/L），建议内分泌科就诊',
      '血脂异常：总胆固醇、甘油三酯、低密度脂蛋白胆固醇偏高，高密度脂蛋白胆固醇偏低',
      '谷丙转氨酶偏高',
      '尿酸偏高',
      '中度脂肪肝',
      '超重（BMI 25.8）',
    ],
    advice: [
      { title: '血压升高', text: '请于心内科门诊复测血压并评估；每日家庭自测血压并记录，低盐饮食。' },
      { title: '空腹血糖受损', text: '建议内分泌科就诊，必要时做口服葡萄糖耐量试验（OGTT）；控制主食和含糖饮料。' },
      { title: '血脂异常', text: '生活方式干预3个月，复查血脂；是否用药请遵医嘱。' },
      { title: '脂肪肝、转氨酶偏高', text: '戒酒，减重，避免自行服用保健品；1-3个月后复查肝功能，消化内科随诊。' },
    ],
  },
]

/** 李娟's results in her two reports */
const FAMILY_ROWS: Row[] = [
  ['一般检查', '一般检查', '体重指数(BMI)', 'kg/m²', '18.5-23.9', ['21.4', '21.9']],
  ['一般检查', '一般检查', '收缩压', 'mmHg', '90-139', ['112', '116']],
  ['一般检查', '一般检查', '舒张压', 'mmHg', '60-89', ['72', '75']],
  ['检验科', '血常规', '白细胞计数(WBC)', '×10^9/L', '3.5-9.5', ['5.4', '4.9']],
  ['检验科', '血常规', '红细胞计数(RBC)', '×10^12/L', '3.8-5.1', ['4.02', '3.86']],
  ['检验科', '血常规', '血红蛋白(HGB)', 'g/L', '115-150', ['118', '109']],
  ['检验科', '血常规', '血小板计数(PLT)', '×10^9/L', '125-350', ['268', '254']],
  ['检验科', '尿常规', '尿蛋白(PRO)', null, '阴性', ['阴性', '阴性']],
  ['检验科', '尿常规', '尿潜血(BLD)', null, '阴性', ['阴性', '+']],
  ['检验科', '肝功能', '谷丙转氨酶(ALT)', 'U/L', '7-40', ['18', '21']],
  ['检验科', '肾功能', '肌酐(Cr)', 'μmol/L', '41-81', ['58', '61']],
  ['检验科', '血脂四项', '总胆固醇(TC)', 'mmol/L', '<5.2', ['4.62', '4.88']],
  ['检验科', '血脂四项', '甘油三酯(TG)', 'mmol/L', '<1.7', ['1.02', '1.21']],
  ['检验科', '血糖', '空腹血糖(GLU)', 'mmol/L', '3.9-6.1', ['5.1', '5.3']],
  ['检验科', '甲状腺功能', '促甲状腺激素(TSH)', 'mIU/L', '0.27-4.2', ['3.1', '5.6']],
  ['检验科', '甲状腺功能', '游离甲状腺素(FT4)', 'pmol/L', '12-22', ['15.2', '13.1']],
  ['检验科', '肿瘤标志物', '癌抗原125(CA125)', 'U/mL', '0-35', ['12.6', '14.3']],
  ['心电图室', '心电图', '心电图', null, null, ['窦性心律，正常心电图', '窦性心律，正常心电图']],
  ['超声科', '乳腺彩超', '乳腺彩超', null, null, ['!双侧乳腺增生', '!双侧乳腺增生，BI-RADS 2类']],
  ['超声科', '甲状腺彩超', '甲状腺彩超', null, null, ['未见明显异常', '未见明显异常']],
  ['妇科', '妇科检查', '妇科检查', null, null, ['未见明显异常', '未见明显异常']],
]

const FAMILY_TEXT: Array<{ conclusions: string[]; advice: ReportAdviceJson[] }> = [
  {
    conclusions: ['双侧乳腺增生', '其余检查项目未见明显异常'],
    advice: [{ title: '乳腺增生', text: '保持情绪稳定，规律作息；每年复查乳腺彩超，如有肿块或乳头溢液及时乳腺外科就诊。' }],
  },
  {
    conclusions: ['轻度贫血（血红蛋白 109 g/L）', '促甲状腺激素偏高', '尿潜血阳性', '双侧乳腺增生（BI-RADS 2类）'],
    advice: [
      { title: '轻度贫血', text: '适当多吃红肉、动物肝脏和深绿色蔬菜；建议血液科或妇科门诊查明原因。' },
      { title: '促甲状腺激素偏高', text: '建议内分泌科就诊，复查甲状腺功能及甲状腺抗体。' },
      { title: '尿潜血阳性', text: '避开月经期复查尿常规，必要时泌尿科就诊。' },
      { title: '乳腺增生', text: '每年复查乳腺彩超。' },
    ],
  },
]

const OTHER_ROWS: Row[] = [
  ['检验科', '血常规', '血红蛋白(HGB)', 'g/L', '115-150', ['126', '128']],
  ['检验科', '血糖', '空腹血糖(GLU)', 'mmol/L', '3.9-6.1', ['4.9', '5.0']],
  ['检验科', '血脂四项', '总胆固醇(TC)', 'mmol/L', '<5.2', ['4.3', '5.4']],
  ['超声科', '甲状腺彩超', '甲状腺彩超', null, null, ['!甲状腺右叶结节（TI-RADS 3类）', '!甲状腺右叶结节（TI-RADS 3类）']],
]
const OTHER_TEXT = [
  { conclusions: ['甲状腺右叶结节（TI-RADS 3类）'], advice: [{ title: '甲状腺结节', text: '建议6-12个月复查甲状腺彩超。' }] },
  {
    conclusions: ['总胆固醇偏高', '甲状腺右叶结节（TI-RADS 3类）'],
    advice: [
      { title: '总胆固醇偏高', text: '清淡饮食，3-6个月后复查血脂。' },
      { title: '甲状腺结节', text: '建议6-12个月复查甲状腺彩超。' },
    ],
  },
]

function ageOn(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number)
  const [y, m, d] = date.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

interface SeedReport {
  examNo: string
  userId: number | null
  person: { name: string; sex: number; birth: string; idNumber: string }
  date: string
  packageName: string
  text: { conclusions: string[]; advice: ReportAdviceJson[] }
  rows: Row[]
  index: number
}

export async function seedReports(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<boolean> {
  if (opts.production) return false
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', REPORT_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
  if (!user) return false
  const today = businessToday(opts.now)
  const day = (n: number) => addDays(today, -n) as string
  const institution = '金陵市第一人民医院体检中心'
  const reports: SeedReport[] = [
    ...[745, 380, 40].map((ago, index) => ({
      examNo: `TJ${day(ago).replace(/-/g, '')}${String(1001 + index)}`,
      userId: user.id,
      person: SEED_PERSONS.self,
      date: day(ago),
      packageName: index === 2 ? '中老年深度体检套餐（男）' : '职场精英体检套餐（男）',
      text: SELF_TEXT[index],
      rows: SELF_ROWS,
      index,
    })),
    ...[610, 95].map((ago, index) => ({
      examNo: `TJ${day(ago).replace(/-/g, '')}${String(2001 + index)}`,
      userId: user.id,
      person: SEED_PERSONS.family,
      date: day(ago),
      packageName: '女性健康体检套餐（已婚）',
      text: FAMILY_TEXT[index],
      rows: FAMILY_ROWS,
      index,
    })),
    ...SEED_UNLINKED_REPORTS.map((u, index) => ({
      examNo: u.examNo,
      userId: null,
      person: u.person,
      date: day(index === 0 ? 400 : 30),
      packageName: '入职体检套餐',
      text: OTHER_TEXT[index],
      rows: OTHER_ROWS,
      index,
    })),
  ]
  await db.transaction().execute(async (trx) => {
    for (const r of reports) {
      const { id } = await trx
        .insertInto('exam_report')
        .values({
          exam_no: r.examNo,
          hospital_id: 6,
          user_id: r.userId,
          person_name: r.person.name,
          sex: r.person.sex,
          age: ageOn(r.person.birth, r.date),
          person_digest: personDigest(r.person.idNumber),
          id_number_masked: maskIdNumber(r.person.idNumber),
          exam_date: r.date,
          package_name: r.packageName,
          institution,
          chief_doctor: '陈立新',
          conclusions: JSON.stringify(r.text.conclusions),
          advice: JSON.stringify(r.text.advice),
          linked_at: r.userId ? opts.now : null,
          created_at: opts.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('exam_report_item')
        .values(
          r.rows.map(([department, group, name, unit, range, values], seq) => {
            const raw = values[r.index]
            const marked = raw.startsWith('!')
            return {
              report_id: id,
              seq,
              department,
              item_group: group,
              name,
              value: marked ? raw.slice(1) : raw,
              unit,
              reference_range: range,
              flag: marked ? '异常' : null,
            }
          }),
        )
        .execute()
    }
    await trx.insertInto('server_kv').values({ key: REPORT_SEED_MARKER, value: opts.now.toISOString() }).execute()
  })
  return true
}
