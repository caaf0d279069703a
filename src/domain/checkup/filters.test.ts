/**
 * Crowds, age and price bands, filterPackages (src/domain/checkup/filters.ts).
 */
import {
  AGE_BANDS,
  CROWDS,
  PRICE_BANDS,
  crowdsOfPerson,
  filterPackages,
  inPriceBand,
  packageInAgeBand,
  packageMatchesCrowd,
  priceBandOf,
  type CrowdId,
  type PackageFilterable,
} from './filters'
import type { EligibilityRule, ExamPerson } from './eligibility'
import { man, marriedWoman, unmarriedWoman } from './people.fixture'

describe('crowds', () => {
  test('the crowd entries', () => {
    expect(CROWDS.map((c) => c.id)).toEqual(['men', 'women', 'elderly', 'children', 'premarital', 'prepregnancy', 'employment'])
  })

  test.each<[PackageFilterable, CrowdId, boolean]>([
    [{ sexLimit: 1 }, 'men', true],
    [{ sexLimit: 0 }, 'men', false], // unisex untagged: not in the men entry
    [{ sexLimit: 0, crowds: ['men'] }, 'men', true],
    [{ sexLimit: 2 }, 'women', true],
    [{ sexLimit: 1 }, 'women', false],
    [{ minAge: 60 }, 'elderly', true],
    [{ minAge: 59 }, 'elderly', false],
    [{ minAge: 50, crowds: ['elderly'] }, 'elderly', true],
    [{ minAge: 0, maxAge: 17 }, 'children', true],
    [{ minAge: 0, maxAge: 18 }, 'children', false],
    [{ minAge: 0, maxAge: 150 }, 'children', false],
    [{}, 'premarital', false],
    [{ crowds: ['premarital'] }, 'premarital', true],
    [{ sexLimit: 2, crowds: ['prepregnancy'] }, 'women', true], // tags add to the derived crowds
  ])('%p in %s: %p', (pkg, crowd, expected) => expect(packageMatchesCrowd(pkg, crowd)).toBe(expected))

  test.each<[ExamPerson, CrowdId[]]>([
    [man(40), ['men']],
    [marriedWoman(59), ['women']],
    [marriedWoman(60), ['women', 'elderly']],
    [man(17), ['men', 'children']],
    [man(18), ['men']],
  ])('%p belongs to %p', (person, crowds) => expect(crowdsOfPerson(person)).toEqual(crowds))
})

describe('age and price bands', () => {
  test('bands', () => {
    expect(AGE_BANDS.map((b) => b.label)).toEqual(['18岁以下', '18-39岁', '40-59岁', '60岁及以上'])
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['500元以下', '500-1000元', '1000-2000元', '2000-5000元', '5000元以上'])
  })

  test.each<[EligibilityRule, string, boolean]>([
    [{ minAge: 18, maxAge: 150 }, 'under18', false],
    [{ minAge: 17, maxAge: 150 }, 'under18', true],
    [{ minAge: 0, maxAge: 17 }, '18-39', false],
    [{ minAge: 40, maxAge: 59 }, '18-39', false],
    [{ minAge: 39, maxAge: 59 }, '18-39', true],
    [{ minAge: 60 }, '40-59', false],
    [{ minAge: 60 }, '60+', true],
    [{}, '60+', true],
    [{ maxAge: 59 }, '60+', false],
    [{ minAge: 60 }, 'nonsense', true],
  ])('%p in age band %s: %p', (rule, band, expected) => expect(packageInAgeBand(rule, band)).toBe(expected))

  test.each([
    [0, '0-500'],
    [499.99, '0-500'],
    ['500', '500-1000'],
    ['999.99', '500-1000'],
    [1000, '1000-2000'],
    [1999.99, '1000-2000'],
    [2000, '2000-5000'],
    [4999.99, '2000-5000'],
    [5000, '5000+'],
    [12800, '5000+'],
    [-1, null],
  ])('price %p is in band %p', (price, band) => expect(priceBandOf(price)?.id ?? null).toBe(band))

  test.each([
    [499.99, '0-500', true],
    [500, '0-500', false],
    [500, '500-1000', true],
    [800, 'nonsense', true],
  ])('inPriceBand(%p, %s) = %p', (price, band, expected) => expect(inPriceBand(price, band)).toBe(expected))
})

describe('filterPackages', () => {
  const pkgs = [
    { id: 'A', sexLimit: 1, minAge: 18, maxAge: 150, price: 680 },
    {
      id: 'B',
      sexLimit: 2,
      minAge: 18,
      maxAge: 150,
      price: 780,
      items: [{ name: '妇科检查' }, { name: 'TCT' }],
      requiresSexualHistory: true,
    },
    { id: 'C', sexLimit: 2, minAge: 18, maxAge: 150, price: 580, items: [{ name: '乳腺彩超' }, { name: '血常规' }] },
    { id: 'D', sexLimit: 0, minAge: 60, maxAge: 150, price: 1280 },
    { id: 'E', sexLimit: 0, minAge: 0, maxAge: 17, price: 299 },
    { id: 'F', sexLimit: 0, minAge: 18, maxAge: 150, price: 5200, crowds: ['premarital'] },
  ]
  test.each<[Record<string, unknown>, string[]]>([
    [{}, ['A', 'B', 'C', 'D', 'E', 'F']],
    [{ crowd: 'women' }, ['B', 'C']],
    [{ crowd: 'elderly' }, ['D']],
    [{ crowd: 'children' }, ['E']],
    [{ crowd: 'premarital' }, ['F']],
    [{ sex: 1 }, ['A', 'D', 'E', 'F']],
    [{ sex: 0 }, ['B', 'C', 'D', 'E', 'F']],
    [{ ageBand: '60+' }, ['A', 'B', 'C', 'D', 'F']],
    [{ priceBand: '500-1000' }, ['A', 'B', 'C']],
    [{ priceBand: '5000+' }, ['F']],
    [{ person: unmarriedWoman(25) }, ['C', 'F']],
    [{ person: marriedWoman(65), priceBand: '500-1000' }, ['B', 'C']],
    [{ crowd: 'women', priceBand: '0-500' }, []],
  ])('%p → %p', (filter, ids) => expect(filterPackages(pkgs, filter).map((p) => p.id)).toEqual(ids))
})

// ================================================================ preparation
