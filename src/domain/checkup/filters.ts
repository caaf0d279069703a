/**
 * Crowd categories (men, women, elderly, children, ...) and the package list's filters (crowd, age band, price band).
 */
import { OPEN_MAX_AGE, OPEN_MIN_AGE, bound } from './ageBounds'
import { toDecimal, type MoneyInput } from '../money'
import { type CheckupPackageLike, type EligibilityRule, type ExamPerson, packageEligibility } from './eligibility'

// ================================================================ crowds and list filters

/** 《老年人权益保障法》第二条: 老年人是指六十周岁以上的公民 */
export const ELDERLY_AGE = 60
/** SPEC §6: adults are 18+; a children's package is one that ends before 18 */
export const CHILD_MAX_AGE = 17

export type CrowdId = 'men' | 'women' | 'elderly' | 'children' | 'premarital' | 'prepregnancy' | 'employment'

export interface Crowd {
  id: CrowdId
  name: string
  /** matched by the package's rule when the package is not tagged (tag-only crowds have none) */
  derived: boolean
}

/** The crowd entries of the check-up home (queryPeCrowd), in display order. */
export const CROWDS: readonly Crowd[] = [
  { id: 'men', name: '男士体检', derived: true },
  { id: 'women', name: '女士体检', derived: true },
  { id: 'elderly', name: '老年体检', derived: true },
  { id: 'children', name: '儿童体检', derived: true },
  { id: 'premarital', name: '婚前体检', derived: false },
  { id: 'prepregnancy', name: '孕前体检', derived: false },
  { id: 'employment', name: '入职体检', derived: false },
]

export function isCrowdId(value: unknown): value is CrowdId {
  return CROWDS.some((c) => c.id === value)
}

/** A package as the list filters see it. */
export interface PackageFilterable extends CheckupPackageLike {
  /** crowd tags configured on the package */
  crowds?: readonly string[] | null
  price?: MoneyInput
}

/**
 * Is the package meant for the crowd? Tagged with it, or (derived crowds) by its own rule:
 * men = male-only package, women = female-only, elderly = minimum age ≥ 60, children = maximum
 * age ≤ 17. Unisex untagged packages are not in the men / women entries: tag them to show there.
 */
export function packageMatchesCrowd(pkg: PackageFilterable, crowd: CrowdId): boolean {
  if (pkg.crowds?.includes(crowd)) return true
  const sexLimit = Number(pkg.sexLimit ?? 0)
  const min = bound(pkg.minAge, OPEN_MIN_AGE, true)
  const max = bound(pkg.maxAge, OPEN_MAX_AGE, false)
  switch (crowd) {
    case 'men':
      return sexLimit === 1
    case 'women':
      return sexLimit === 2
    case 'elderly':
      return min !== null && min >= ELDERLY_AGE
    case 'children':
      return max !== null && max <= CHILD_MAX_AGE
    default:
      return false
  }
}

/** The derived crowds a person belongs to (for recommendations): men/women, elderly (≥ 60), children (< 18). */
export function crowdsOfPerson(person: ExamPerson): CrowdId[] {
  const out: CrowdId[] = [Number(person.sex) === 1 ? 'men' : 'women']
  if (person.age >= ELDERLY_AGE) out.push('elderly')
  if (person.age <= CHILD_MAX_AGE) out.push('children')
  return out
}

export interface Band {
  id: string
  label: string
  /** inclusive lower bound */
  min: number
  /** exclusive upper bound (price) / inclusive (age); null = open */
  max: number | null
}

/** Age-band filter of the package list (full years, both ends inclusive). */
export const AGE_BANDS: readonly Band[] = [
  { id: 'under18', label: '18岁以下', min: 0, max: 17 },
  { id: '18-39', label: '18-39岁', min: 18, max: 39 },
  { id: '40-59', label: '40-59岁', min: 40, max: 59 },
  { id: '60+', label: '60岁及以上', min: 60, max: null },
]

/** The package's age band overlaps the filter band. Unknown band id: true (no filter). */
export function packageInAgeBand(pkg: EligibilityRule, bandId: string): boolean {
  const band = AGE_BANDS.find((b) => b.id === bandId)
  if (!band) return true
  const min = bound(pkg.minAge, OPEN_MIN_AGE, true) ?? 0
  const max = bound(pkg.maxAge, OPEN_MAX_AGE, false) ?? Infinity
  return min <= (band.max ?? Infinity) && max >= band.min
}

/** Price-band filter of the package list (yuan, [min, max)). */
export const PRICE_BANDS: readonly Band[] = [
  { id: '0-500', label: '500元以下', min: 0, max: 500 },
  { id: '500-1000', label: '500-1000元', min: 500, max: 1000 },
  { id: '1000-2000', label: '1000-2000元', min: 1000, max: 2000 },
  { id: '2000-5000', label: '2000-5000元', min: 2000, max: 5000 },
  { id: '5000+', label: '5000元以上', min: 5000, max: null },
]

/** The price band of a price in yuan (decimal-safe); null for a negative price. */
export function priceBandOf(price: MoneyInput): Band | null {
  const p = toDecimal(price)
  return PRICE_BANDS.find((b) => p.gte(b.min) && (b.max === null || p.lt(b.max))) ?? null
}

/** The price is in the band; unknown band id: true (no filter). */
export function inPriceBand(price: MoneyInput, bandId: string): boolean {
  if (!PRICE_BANDS.some((b) => b.id === bandId)) return true
  return priceBandOf(price)?.id === bandId
}

export interface PackageFilter {
  crowd?: CrowdId | null
  /** open to this sex (1 male, 0 female): sexLimit 0 or the same sex */
  sex?: number | null
  ageBand?: string | null
  priceBand?: string | null
  /** only packages this person may take */
  person?: ExamPerson | null
}

/** The package list filtered by crowd, sex, age band, price band and person (order kept). */
export function filterPackages<P extends PackageFilterable>(packages: readonly P[], filter: PackageFilter): P[] {
  return packages.filter((p) => {
    if (filter.crowd && !packageMatchesCrowd(p, filter.crowd)) return false
    if (filter.sex === 0 || filter.sex === 1) {
      const limit = Number(p.sexLimit ?? 0)
      if (limit !== 0 && limit !== (filter.sex === 1 ? 1 : 2)) return false
    }
    if (filter.ageBand && !packageInAgeBand(p, filter.ageBand)) return false
    if (filter.priceBand && !inPriceBand(p.price, filter.priceBand)) return false
    if (filter.person && !packageEligibility(p, filter.person).eligible) return false
    return true
  })
}
