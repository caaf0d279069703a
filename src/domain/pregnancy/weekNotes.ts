/**
 * What happens in each week of pregnancy, and the danger signs that need the hospital now.
 */

// ---------------------------------------------------------------- what happens this week, danger signs

export interface PregnancyWeekNote {
  /** weeks, both inclusive */
  from: number
  to: number
  /** the baby this week */
  baby: string
  /** the mother this week */
  mother: string
  /** what to do */
  tip: string
}

/**
 * What happens in each stretch of weeks, in plain words for the week list (queryPregnantWeekList). General
 * knowledge as taught in 《妇产科学》第9版 and the national maternal-health handbook (母子健康手册); it informs,
 * it never replaces the prenatal visits.
 */
export const PREGNANCY_WEEK_NOTES: readonly PregnancyWeekNote[] = [
  {
    from: 1,
    to: 4,
    baby: '受精卵着床，胚胎开始发育。',
    mother: '多数人还没有感觉，月经推迟是最早的信号。',
    tip: '备孕和孕早期每天补充叶酸0.4mg，避免烟酒和随意用药。',
  },
  {
    from: 5,
    to: 8,
    baby: '胚胎心管开始搏动，主要器官开始形成。',
    mother: '可能出现恶心、乏力、乳房胀痛。',
    tip: '到医院确认宫内妊娠；少量多餐，呕吐严重无法进食请就医。',
  },
  {
    from: 9,
    to: 13,
    baby: '胎儿基本成形，约6厘米长。',
    mother: '早孕反应多在这段时间最明显，之后逐渐减轻。',
    tip: '孕6-13⁺⁶周完成第一次产检，建立孕期保健手册；11-13⁺⁶周可做NT检查。',
  },
  {
    from: 14,
    to: 17,
    baby: '胎儿开始长头发和指甲，骨骼变硬。',
    mother: '进入孕中期，食欲恢复，腹部开始隆起。',
    tip: '注意均衡饮食和体重增长，按时做唐氏筛查或无创DNA。',
  },
  {
    from: 18,
    to: 22,
    baby: '胎儿约16-28厘米，能听到声音。',
    mother: '多数人在18-20周开始感到胎动。',
    tip: '孕20-24周做胎儿系统超声筛查（大排畸），提前预约。',
  },
  {
    from: 23,
    to: 27,
    baby: '胎儿肺部继续发育，体重约0.6-0.9千克。',
    mother: '腰背酸痛、下肢水肿较常见。',
    tip: '孕24-28周做75g糖耐量试验（OGTT），检查前一晚起空腹8小时。',
  },
  {
    from: 28,
    to: 31,
    baby: '胎儿睁眼、闭眼，体重约1.2-1.6千克。',
    mother: '进入孕晚期，容易气短、睡眠变差。',
    tip: '每天数胎动，左侧卧位休息；胎动明显减少要及时就医。',
  },
  {
    from: 32,
    to: 36,
    baby: '胎儿快速长大，多数已转为头位。',
    mother: '宫缩偶尔出现，尿频再次明显。',
    tip: '学习分娩知识，准备待产包；孕35-37周做B族链球菌筛查。',
  },
  {
    from: 37,
    to: 40,
    baby: '胎儿足月，随时可能出生。',
    mother: '出现规律宫缩、见红或破水是临产信号。',
    tip: '每周产检一次；破水立即平躺并尽快去医院。',
  },
  {
    from: 41,
    to: 42,
    baby: '已过预产期，胎盘功能可能下降。',
    mother: '仍未临产时需要医生评估。',
    tip: '孕41周起应住院评估是否引产，不要在家等待。',
  },
]

/** The note of a week (1-42); null outside (week 0 or ≥ 43). */
export function pregnancyWeekNote(week: number): PregnancyWeekNote | null {
  return PREGNANCY_WEEK_NOTES.find((n) => week >= n.from && week <= n.to) ?? null
}

/**
 * Danger signs in pregnancy that need a doctor at once (孕前和孕期保健指南 2018 and the 母子健康手册's "孕期危险
 * 信号"): the screens list them with /emergencyLine and 120; the app never judges them itself.
 */
export const PREGNANCY_RED_FLAGS: readonly string[] = [
  '阴道出血，尤其是出血量多或伴有腹痛',
  '阴道流水（破水）',
  '持续或剧烈的腹痛、规律宫缩（未足月）',
  '胎动明显减少或消失（孕28周后）',
  '剧烈头痛、视物模糊、抽搐或面部手脚明显水肿',
  '发热、寒战，或持续呕吐无法进食',
  '胸痛、呼吸困难、心慌',
]
