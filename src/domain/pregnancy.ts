/**
 * Pregnancy rules: gestational age, due date, the last-menstrual-period check and the standard
 * prenatal check schedule. Pure TypeScript; re-exported from ./health.
 *
 * Dates are calendar dates of THE business time zone (./time): 'YYYY-MM-DD' strings are business
 * dates; a date-time or an instant (ISO with Z/offset, epoch ms) is first turned into its business
 * date, so "today" at 00:30 China time is already the next day even when the host runs in UTC.
 *
 * Sources:
 * - due date: Naegele's rule, LMP + 280 days (《妇产科学》第9版, as used by 孕前和孕期保健指南 2018);
 * - trimesters: 妊娠早期 < 14 周, 中期 14–27⁺⁶ 周, 晚期 ≥ 28 周 (《妇产科学》第9版);
 * - check schedule: 中华医学会妇产科学分会产科学组《孕前和孕期保健指南（2018）》, 表“产前检查的方案”.
 */
import { addDays, businessDaysBetween, formatDate, parseDateTime } from './time'
import {
  PRENATAL_CHECK_DATE_INVALID,
  PRENATAL_CHECK_DATE_PAST,
  PRENATAL_CHECK_DATE_REQUIRED,
  prenatalCheckDateOutside,
} from './messages/maternity'

// ---------------------------------------------------------------- messages (OWN, to move into the catalogue)

/** OWN: no last menstrual period given */
export const LMP_REQUIRED = '请选择末次月经日期'
/** OWN: not a date */
export const LMP_INVALID = '末次月经日期格式不正确'
/** OWN: the last menstrual period is after today */
export const LMP_IN_FUTURE = '末次月经日期不能晚于今天'
/** OWN: more than 44 weeks ago: no ongoing pregnancy (post-term ends at 42 weeks) */
export const LMP_TOO_EARLY = '末次月经日期不能早于44周前，请核对'

// ---------------------------------------------------------------- gestational age and due date

/** Gestational age in completed weeks and days (20 周 + 3 天 is { weeks: 20, days: 3 }). */
export interface GestationalAge {
  weeks: number
  days: number
}

/** Naegele: the due date is the last menstrual period + 280 days (40 weeks). */
export const PREGNANCY_DAYS = 280
/**
 * The oldest last menstrual period accepted: 44 weeks (308 days) ago. A pregnancy is post-term
 * from 42⁺⁰ weeks (guideline: admit and induce from 41 weeks); 2 more weeks leave room for a late
 * entry of a record, anything older is a typo or a finished pregnancy. OWN choice, per the brief.
 */
export const LMP_MAX_WEEKS_AGO = 44

/** The business date 'YYYY-MM-DD' of a date string / date-time / instant; null when invalid. */
export function toBusinessDate(value: string | number | Date | null | undefined): string | null {
  const d = parseDateTime(value ?? null)
  return d ? formatDate(d) : null
}

/**
 * Days of pregnancy on `today` counted from the last menstrual period (LMP day = day 0);
 * null when a date is invalid. Negative when `today` is before the LMP.
 */
export function gestationalAgeDays(lastMenstrualPeriod: string, today: string): number | null {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  const now = toBusinessDate(today)
  if (!lmp || !now) return null
  return businessDaysBetween(lmp, now)
}

/**
 * Gestational age on `today` in completed weeks + days (business dates; `today` may be a
 * date-time or an instant, read in the business zone). Throws a RangeError when a date is invalid
 * or `today` is before the last menstrual period: check input first with
 * {@link validateLastMenstrualPeriod}.
 */
export function gestationalAge(lastMenstrualPeriod: string, today: string): { weeks: number; days: number } {
  const n = gestationalAgeDays(lastMenstrualPeriod, today)
  if (n === null) throw new RangeError(`gestationalAge: invalid date (${lastMenstrualPeriod}, ${today})`)
  if (n < 0) throw new RangeError(`gestationalAge: ${today} is before the last menstrual period ${lastMenstrualPeriod}`)
  return { weeks: Math.floor(n / 7), days: n % 7 }
}

/** Days of a gestational age (20 周 + 3 天 → 143). */
export function gestationalAgeToDays(ga: GestationalAge): number {
  return ga.weeks * 7 + ga.days
}

/**
 * Due date 'YYYY-MM-DD' = last menstrual period + 280 days (Naegele). Throws a RangeError when the
 * date is invalid.
 */
export function dueDate(lastMenstrualPeriod: string): string {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  const due = lmp && addDays(lmp, PREGNANCY_DAYS)
  if (!due) throw new RangeError(`dueDate: invalid date ${lastMenstrualPeriod}`)
  return due
}

/** The business date on which a gestational age is reached ('YYYY-MM-DD'); null when the LMP is invalid. */
export function dateAtGestationalAge(lastMenstrualPeriod: string, ga: GestationalAge): string | null {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  return lmp ? addDays(lmp, gestationalAgeToDays(ga)) : null
}

/** '孕20周+3天' (weeks only when days is 0: '孕20周'). */
export function formatGestationalAge(ga: GestationalAge): string {
  return ga.days ? `孕${ga.weeks}周+${ga.days}天` : `孕${ga.weeks}周`
}

export type Trimester = 'first' | 'second' | 'third'
/** 《妇产科学》第9版: 早期 < 14 周, 中期 14⁺⁰–27⁺⁶ 周, 晚期 ≥ 28 周 */
export const TRIMESTER_LABELS: Record<Trimester, string> = { first: '孕早期', second: '孕中期', third: '孕晚期' }

/** The trimester of a gestational age (first < 14 weeks ≤ second < 28 weeks ≤ third). */
export function trimesterOf(ga: GestationalAge): Trimester {
  const d = gestationalAgeToDays(ga)
  if (d < 14 * 7) return 'first'
  if (d < 28 * 7) return 'second'
  return 'third'
}

/**
 * The last menstrual period of a pregnancy record (business dates): 请选择末次月经日期 when empty,
 * 末次月经日期格式不正确 when not a date, 末次月经日期不能晚于今天 when after today,
 * 末次月经日期不能早于44周前，请核对 when more than 44 weeks (308 days) before today
 * (exactly 44⁺⁰ weeks is accepted); else null.
 */
export function validateLastMenstrualPeriod(value: string | null | undefined, today: string | number | Date = Date.now()): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return LMP_REQUIRED
  const lmp = toBusinessDate(String(value).trim())
  const now = toBusinessDate(today)
  if (!lmp || !now) return LMP_INVALID
  const days = businessDaysBetween(lmp, now)!
  if (days < 0) return LMP_IN_FUTURE
  if (days > LMP_MAX_WEEKS_AGO * 7) return LMP_TOO_EARLY
  return null
}

// ---------------------------------------------------------------- prenatal check schedule

/** One visit of the standard prenatal check schedule. */
export interface PrenatalCheck {
  /** 1-7, the visit's order */
  id: number
  /** window in gestational age, both ends inclusive (6⁺⁰ … 13⁺⁶) */
  from: GestationalAge
  to: GestationalAge
  /** '孕6-13⁺⁶周' */
  label: string
  /** 常规保健: what every visit of this window does */
  routine: readonly string[]
  /** 必查项目 */
  required: readonly string[]
  /** 备查项目 (when indicated) */
  optional: readonly string[]
  /** 37–41 weeks: the guideline asks for a visit every week in this window */
  weekly?: boolean
}

const w = (weeks: number, days = 0): GestationalAge => ({ weeks, days })

/**
 * 《孕前和孕期保健指南（2018）》产前检查的方案: 7 visits for a low-risk pregnancy, 37–41 weeks weekly
 * (7–11 visits in all). A window written "20–24 周" is read as 20⁺⁰–24⁺⁶ so the windows are
 * contiguous. The item lists are the main items of each visit as the guideline tables them,
 * shortened for the screen (several optional items apply only to high-risk groups or regions).
 */
export const PRENATAL_CHECKS: readonly PrenatalCheck[] = [
  {
    id: 1,
    from: w(6),
    to: w(13, 6),
    label: '孕6-13⁺⁶周',
    routine: ['建立孕期保健手册', '确定孕周、推算预产期', '评估孕期高危因素', '血压、体重与体质指数', '妇科检查', '胎心率（孕12周左右）'],
    required: [
      '血常规',
      '尿常规',
      '血型（ABO和Rh）',
      '空腹血糖',
      '肝功能和肾功能',
      '乙型肝炎表面抗原',
      '梅毒血清抗体筛查和HIV筛查',
      '地中海贫血筛查（广东、广西、海南等地区）',
      '早孕期超声检查（确定宫内妊娠和孕周）',
    ],
    optional: [
      '丙型肝炎筛查',
      '抗D滴度（Rh阴性者）',
      '75g OGTT（高危妇女）',
      '甲状腺功能筛查',
      '血清铁蛋白',
      '宫颈细胞学检查（孕前12个月未检查者）',
      '宫颈分泌物淋球菌和沙眼衣原体检测',
      '细菌性阴道病检测',
      '早孕期非整倍体母体血清学筛查（10-13⁺⁶周）',
      'NT超声检查（11-13⁺⁶周）',
      '绒毛穿刺取样（10-13⁺⁶周，高危者）',
      '心电图',
    ],
  },
  {
    id: 2,
    from: w(14),
    to: w(19, 6),
    label: '孕14-19⁺⁶周',
    routine: ['分析首次产前检查的结果', '血压、体重', '宫底高度', '胎心率'],
    required: [],
    optional: ['无创产前检测（NIPT，12-22⁺⁶周）', '中孕期非整倍体母体血清学筛查（15-20周）', '羊膜腔穿刺检查胎儿染色体（16-22周，高危者）'],
  },
  {
    id: 3,
    from: w(20),
    to: w(24, 6),
    label: '孕20-24周',
    routine: ['血压、体重', '宫底高度', '胎心率'],
    required: ['胎儿系统超声筛查（20-24周）', '血常规', '尿常规'],
    optional: ['经阴道超声测量宫颈长度（早产高危者）'],
  },
  {
    id: 4,
    from: w(25),
    to: w(28, 6),
    label: '孕25-28周',
    routine: ['血压、体重', '宫底高度', '胎心率'],
    required: ['75g OGTT（妊娠期糖尿病筛查）', '血常规', '尿常规'],
    optional: ['抗D滴度复查（Rh阴性者）', '宫颈阴道分泌物fFN检测（早产高危者）'],
  },
  {
    id: 5,
    from: w(29),
    to: w(32, 6),
    label: '孕29-32周',
    routine: ['血压、体重', '宫底高度', '胎心率', '胎位'],
    required: ['产科超声检查', '血常规', '尿常规'],
    optional: [],
  },
  {
    id: 6,
    from: w(33),
    to: w(36, 6),
    label: '孕33-36周',
    routine: ['血压、体重', '宫底高度', '胎心率', '胎位'],
    required: ['尿常规'],
    optional: [
      'B族链球菌（GBS）筛查（35-37周）',
      '肝功能、血清胆汁酸检测（32-34周，怀疑妊娠期肝内胆汁淤积症者）',
      '无应激试验（NST，34周开始）',
      '心电图复查（高危者）',
    ],
  },
  {
    id: 7,
    from: w(37),
    to: w(41, 6),
    label: '孕37-41周',
    routine: ['血压、体重', '宫底高度', '胎心率', '胎位', '宫颈检查（Bishop评分）'],
    required: ['产科超声检查', '无应激试验（NST，每周1次）'],
    optional: [],
    weekly: true,
  },
]

/** The visit whose window contains the gestational age; null outside every window (< 6 or ≥ 42 weeks). */
export function prenatalCheckAt(ga: GestationalAge): PrenatalCheck | null {
  const d = gestationalAgeToDays(ga)
  return PRENATAL_CHECKS.find((c) => d >= gestationalAgeToDays(c.from) && d <= gestationalAgeToDays(c.to)) ?? null
}

export interface NextPrenatalCheck {
  check: PrenatalCheck
  /** true when the gestational age is inside the visit's window (go now), false when it is ahead */
  inWindow: boolean
  /** days until the window opens (0 when in it) */
  daysUntil: number
}

/**
 * The next prenatal check from a gestational age: the first visit not in `doneIds` whose window
 * has not closed yet (the current window's visit if it is not done, else the following one).
 * null from 42⁺⁰ weeks on, or when every remaining visit is done. The weekly visit of 37–41 weeks
 * stays "next" until its window closes, even when marked done (it repeats every week).
 */
export function nextPrenatalCheck(ga: GestationalAge, doneIds: readonly number[] = []): NextPrenatalCheck | null {
  const d = gestationalAgeToDays(ga)
  for (const check of PRENATAL_CHECKS) {
    const start = gestationalAgeToDays(check.from)
    const end = gestationalAgeToDays(check.to)
    if (d > end) continue
    if (doneIds.includes(check.id) && !check.weekly) continue
    return { check, inWindow: d >= start, daysUntil: Math.max(0, start - d) }
  }
  return null
}

export type PrenatalCheckStatus = 'done' | 'current' | 'upcoming' | 'missed'

export interface DatedPrenatalCheck {
  check: PrenatalCheck
  /** business dates of the window (inclusive) */
  startDate: string
  endDate: string
  status: PrenatalCheckStatus
}

/**
 * Every visit with its calendar window from the last menstrual period and its status on `today`:
 * done (in `doneIds`), current (today inside the window), upcoming (window ahead), missed (window
 * passed, not done). Throws a RangeError when the LMP is invalid.
 */
export function prenatalCheckSchedule(lastMenstrualPeriod: string, today: string, doneIds: readonly number[] = []): DatedPrenatalCheck[] {
  const now = toBusinessDate(today)
  if (!toBusinessDate(lastMenstrualPeriod) || !now)
    throw new RangeError(`prenatalCheckSchedule: invalid date (${lastMenstrualPeriod}, ${today})`)
  return PRENATAL_CHECKS.map((check) => {
    const startDate = dateAtGestationalAge(lastMenstrualPeriod, check.from)!
    const endDate = dateAtGestationalAge(lastMenstrualPeriod, check.to)!
    let status: PrenatalCheckStatus
    if (doneIds.includes(check.id)) status = 'done'
    else if (now < startDate) status = 'upcoming'
    else if (now > endDate) status = 'missed'
    else status = 'current'
    return { check, startDate, endDate, status }
  })
}

// ---------------------------------------------------------------- planned check dates and reminders

/** The visit of an id (1-7); undefined otherwise. */
export function prenatalCheckById(id: number): PrenatalCheck | undefined {
  return PRENATAL_CHECKS.find((c) => c.id === id)
}

/**
 * A planned date for a visit (changeTargetMaternityScheduleCheckDate): 请选择产检日期 when empty, 产检日期格式不正确
 * when not a 'YYYY-MM-DD' date, 产检日期不能早于今天 before today (business date), and the window message when
 * outside the visit's window (both ends inclusive); else null. The LMP must be valid (a RangeError otherwise).
 */
export function validatePrenatalCheckDate(
  lastMenstrualPeriod: string,
  check: PrenatalCheck,
  value: string | null | undefined,
  today: string | number | Date,
): string | null {
  const v = String(value ?? '').trim()
  if (!v) return PRENATAL_CHECK_DATE_REQUIRED
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || addDays(v, 0) === null) return PRENATAL_CHECK_DATE_INVALID
  const now = toBusinessDate(today)
  const from = dateAtGestationalAge(lastMenstrualPeriod, check.from)
  const to = dateAtGestationalAge(lastMenstrualPeriod, check.to)
  if (!now || !from || !to) throw new RangeError(`validatePrenatalCheckDate: invalid date (${lastMenstrualPeriod}, ${String(today)})`)
  if (v < now) return PRENATAL_CHECK_DATE_PAST
  if (v < from || v > to) return prenatalCheckDateOutside(check.label, from, to)
  return null
}

/** 42⁺⁰ weeks: post-term (《妇产科学》第9版: 过期妊娠 ≥ 42 周) */
export const POST_TERM_DAYS = 42 * 7
/** OWN: an upcoming visit is "soon" (book it now) from this many days before its window opens */
export const PRENATAL_SOON_DAYS = 14

export type PrenatalReminderLevel = 'postTerm' | 'now' | 'missed' | 'soon' | 'later'

export interface PrenatalReminder {
  level: PrenatalReminderLevel
  /** the visit the reminder is about (null for postTerm) */
  checkId: number | null
  text: string
}

const md = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`

/**
 * The one reminder the pregnancy home shows on `today` (business dates), in this order:
 * - postTerm: from 42⁺⁰ weeks, go to hospital now;
 * - now: a visit whose window contains today and is not done (the weekly 37–41 visit always), with its planned
 *   date when one is set, else the window's last day;
 * - missed: the latest visit whose window passed without being marked done;
 * - soon / later: the next visit, "soon" when its window opens within {@link PRENATAL_SOON_DAYS} days.
 * null when nothing is left. The LMP must be valid (a RangeError otherwise).
 */
export function prenatalCheckReminder(
  lastMenstrualPeriod: string,
  today: string | number | Date,
  doneIds: readonly number[] = [],
  plannedDates: Readonly<Record<number, string | null | undefined>> = {},
): PrenatalReminder | null {
  const now = toBusinessDate(today)
  const days = now === null ? null : gestationalAgeDays(lastMenstrualPeriod, now)
  if (now === null || days === null) throw new RangeError(`prenatalCheckReminder: invalid date (${lastMenstrualPeriod}, ${String(today)})`)
  if (days >= POST_TERM_DAYS) return { level: 'postTerm', checkId: null, text: '已满42周，属于过期妊娠，请立即到医院产科就诊' }
  const schedule = prenatalCheckSchedule(lastMenstrualPeriod, now, doneIds)
  const current = schedule.find((s) => now >= s.startDate && now <= s.endDate && (s.status !== 'done' || s.check.weekly))
  if (current) {
    const n = current.check.id
    const planned = plannedDates[n]
    if (current.check.weekly)
      return {
        level: 'now',
        checkId: n,
        text: planned && planned >= now ? `孕37周起每周产检一次，本次已约在${md(planned)}` : '孕37周起每周产检一次，请按时到院检查',
      }
    return {
      level: 'now',
      checkId: n,
      text:
        planned && planned >= now
          ? `第${n}次产检（${current.check.label}）已约在${md(planned)}，请按时就诊`
          : `第${n}次产检（${current.check.label}）进行中，请在${md(current.endDate)}前完成`,
    }
  }
  const missed = schedule.filter((s) => s.status === 'missed')
  if (missed.length) {
    const m = missed[missed.length - 1]
    return { level: 'missed', checkId: m.check.id, text: `第${m.check.id}次产检（${m.check.label}）未标记完成，如已错过请尽快联系产科医生` }
  }
  const next = schedule.find((s) => s.status === 'upcoming')
  if (!next) return null
  const until = businessDaysBetween(now, next.startDate)!
  const n = next.check.id
  return until <= PRENATAL_SOON_DAYS
    ? { level: 'soon', checkId: n, text: `还有${until}天进入第${n}次产检（${next.check.label}），建议提前预约` }
    : { level: 'later', checkId: n, text: `下次产检：第${n}次（${next.check.label}），${md(next.startDate)}起` }
}

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
