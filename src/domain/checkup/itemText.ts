/**
 * How a check-up item or add-on reads (issue 35): its age band, its meaning with that band appended once, and
 * whether an add-on repeats an item the package already has. Used by the package and add-on screens and by the
 * seed, so what a patient reads cannot contradict itself.
 */
import { bound, OPEN_MAX_AGE, OPEN_MIN_AGE } from './ageBounds'

/** '40-60岁', '40岁及以上', '17岁及以下', or '' when the band is open (the server stores 0 / 150 for "no limit") */
export function ageBandText(minAge: number | null | undefined, maxAge: number | null | undefined): string {
  const min = bound(minAge ?? null, OPEN_MIN_AGE, true)
  const max = bound(maxAge ?? null, OPEN_MAX_AGE, false)
  if (min !== null && max !== null) return `${min}-${max}岁`
  if (min !== null) return `${min}岁及以上`
  if (max !== null) return `${max}岁及以下`
  return ''
}

/**
 * An item's meaning with its age band: '评估骨质疏松与骨折风险（40岁及以上）'. Never a doubled bracket: a meaning that
 * already names an age ('发现早期肺结节（建议40岁以上或长期吸烟者）') keeps its own words, and one that already ends
 * in a bracket takes the band inside it ('筛查前列腺癌（男性，45岁及以上）').
 */
export function meaningWithAgeBand(meaning: string, minAge: number | null | undefined, maxAge: number | null | undefined): string {
  const text = meaning.trim()
  const band = ageBandText(minAge, maxAge)
  if (!band) return text
  if (!text) return band
  if (/\d+\s*(?:-\s*\d+\s*)?岁/.test(text)) return text
  if (/[）)]$/.test(text)) return `${text.slice(0, -1)}，${band}${text.slice(-1)}`
  return `${text}（${band}）`
}

/** names that are one examination under different words (the hospital's item vs the add-on's) */
const SAME_EXAM: ReadonlyArray<readonly string[]> = [
  ['幽门螺杆菌呼气试验', 'C13呼气试验', 'C14呼气试验', '碳13呼气试验', '碳14呼气试验'],
  ['前列腺特异性抗原', 'PSA'],
  ['胸部低剂量CT', '低剂量螺旋CT', '肺部低剂量CT'],
]

/** the comparable form of an item name: without brackets and what they hold, spaces, and case */
function examKey(name: string): string {
  const plain = name
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/\s+/g, '')
    .toUpperCase()
  const group = SAME_EXAM.find((g) => g.some((n) => n.toUpperCase() === plain))
  return group ? group[0].toUpperCase() : plain
}

/** Whether an add-on repeats one of the package's own items ('颈动脉彩超' in a package that has 颈动脉彩超). */
export function isIncludedInPackage(addOnName: string, packageItemNames: readonly string[]): boolean {
  const key = examKey(addOnName)
  return key !== '' && packageItemNames.some((n) => examKey(n) === key)
}

/** The add-ons a package may offer: those that do not repeat one of its items (the order is kept). */
export function addOnsNotIncluded<T>(addOns: readonly T[], packageItemNames: readonly string[], nameOf: (a: T) => string): T[] {
  return addOns.filter((a) => !isIncludedInPackage(nameOf(a), packageItemNames))
}
