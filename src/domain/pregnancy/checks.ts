/**
 * The standard prenatal check schedule (孕前和孕期保健指南 2018, 表“产前检查的方案”), planned check dates and the
 * reminder of the next check.
 */
import { addDays, businessDaysBetween } from '../time'
import {
  PRENATAL_CHECK_DATE_INVALID,
  PRENATAL_CHECK_DATE_PAST,
  PRENATAL_CHECK_DATE_REQUIRED,
  prenatalCheckDateOutside,
} from '../messages/maternity'
import { type GestationalAge, dateAtGestationalAge, gestationalAgeDays, gestationalAgeToDays, toBusinessDate } from './dates'

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
