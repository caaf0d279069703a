/**
 * Check-up eligibility (src/domain/checkup/eligibility.ts): package rules, item rules from configuration and from the
 * name, packageEligibility, and the add-ons of a rule form.
 */
import { idCheckDigit } from '../validation'
import {
  ADD_ON_AGE_UNKNOWN,
  addOnSelectionMessage,
  addOnTotal,
  examPersonFromForm,
  annotateAddOns,
  eligibilityMessage,
  inferItemRule,
  itemEligibilityMessage,
  packageEligibility,
  validateAddOnSelection,
  type EligibilityRule,
  type ExamPerson,
} from './eligibility'
import { man, marriedWoman, unmarriedWoman, activeUnmarriedWoman } from './people.fixture'

// ================================================================ eligibility

describe('eligibilityMessage: a package rule', () => {
  test.each<[EligibilityRule, ExamPerson, string | null]>([
    [{ sexLimit: 1 }, man(), null],
    [{ sexLimit: 1 }, marriedWoman(), '该套餐仅限男性'],
    [{ sexLimit: 2 }, man(), '该套餐仅限女性'],
    [{ sexLimit: 2 }, unmarriedWoman(), null],
    [{ sexLimit: 0 }, man(), null],
    [{}, unmarriedWoman(), null],
    // age band, both ends inclusive
    [{ minAge: 18, maxAge: 60 }, man(17), '该套餐适用年龄为18-60岁'],
    [{ minAge: 18, maxAge: 60 }, man(18), null],
    [{ minAge: 18, maxAge: 60 }, man(60), null],
    [{ minAge: 18, maxAge: 60 }, man(61), '该套餐适用年龄为18-60岁'],
    [{ minAge: 60 }, man(59), '该套餐适用于60岁及以上'],
    [{ minAge: 60, maxAge: 150 }, man(59), '该套餐适用于60岁及以上'], // 150 = open
    [{ maxAge: 17 }, man(18), '该套餐适用于17岁及以下'],
    [{ minAge: 0, maxAge: 17 }, man(17), null],
    [{ minAge: 0, maxAge: 150 }, man(99), null],
    // sexual history (a 已婚 package)
    [{ sexLimit: 2, requiresSexualHistory: true }, unmarriedWoman(), '该套餐仅适用于已婚或有性生活史的女性'],
    [{ sexLimit: 2, requiresSexualHistory: true }, marriedWoman(), null],
    [{ sexLimit: 2, requiresSexualHistory: true }, activeUnmarriedWoman(), null],
    [{ sexLimit: 2, requiresSexualHistory: true }, { sex: 0, age: 30 }, '该套餐仅适用于已婚或有性生活史的女性'], // marital status unknown
    // order: sex before age before history
    [{ sexLimit: 2, minAge: 30, requiresSexualHistory: true }, man(20), '该套餐仅限女性'],
    [{ sexLimit: 2, minAge: 30, requiresSexualHistory: true }, unmarriedWoman(20), '该套餐适用于30岁及以上'],
  ])('%p for %p → %p', (rule, person, expected) => expect(eligibilityMessage(rule, person)).toBe(expected))
})

describe('items and add-ons: rules from configuration and from the name', () => {
  test.each<[string, EligibilityRule]>([
    ['妇科检查', { sexLimit: 2, requiresSexualHistory: true }],
    ['白带常规', { sexLimit: 2, requiresSexualHistory: true }],
    ['TCT（液基薄层细胞学检查）', { sexLimit: 2, requiresSexualHistory: true }],
    ['HPV检测', { sexLimit: 2, requiresSexualHistory: true }],
    ['宫颈癌筛查', { sexLimit: 2, requiresSexualHistory: true }],
    ['阴道B超', { sexLimit: 2, requiresSexualHistory: true }],
    ['经阴道子宫附件彩超', { sexLimit: 2, requiresSexualHistory: true }],
    ['子宫附件彩超（经腹）', { sexLimit: 2 }],
    ['乳腺彩超', { sexLimit: 2 }],
    ['乳腺钼靶', { sexLimit: 2 }],
    ['前列腺彩超', { sexLimit: 1 }],
    ['PSA（前列腺特异性抗原）', { sexLimit: 1 }],
    ['血常规', {}],
    ['腹部彩超', {}],
  ])('%s implies %p', (name, rule) => expect(inferItemRule(name)).toEqual(rule))

  test.each<[Record<string, unknown>, ExamPerson, string | null]>([
    [{ name: '妇科检查' }, unmarriedWoman(), '「妇科检查」仅适用于已婚或有性生活史的女性'],
    [{ name: '妇科检查' }, man(), '「妇科检查」仅限女性'],
    [{ name: '妇科检查' }, marriedWoman(), null],
    [{ name: 'HPV检测' }, activeUnmarriedWoman(), null],
    [{ itemName: 'TCT' }, unmarriedWoman(), '「TCT」仅适用于已婚或有性生活史的女性'], // the server's PeAddItem shape
    [{ name: '经阴道彩超' }, unmarriedWoman(), '「经阴道彩超」仅适用于已婚或有性生活史的女性'],
    [{ name: '乳腺彩超' }, unmarriedWoman(), null],
    [{ name: '乳腺彩超' }, man(), '「乳腺彩超」仅限女性'],
    [{ name: '前列腺彩超' }, marriedWoman(), '「前列腺彩超」仅限男性'],
    [{ name: '前列腺彩超' }, man(), null],
    [{ name: '血常规' }, man(), null],
    [{ name: '骨密度', minAge: 40 }, man(35), '「骨密度」适用于40岁及以上'],
    [{ name: '骨密度', minAge: 40 }, man(40), null],
    [{ name: 'HPV检测', sexLimit: 0 }, man(), '「HPV检测」仅限女性'], // a configured 0 (the DB default) does not lift the name's rule
    [{ name: '幽门螺杆菌抗体', sexLimit: 2 }, man(), '「幽门螺杆菌抗体」仅限女性'], // configured rules count
    [{ name: '女性专项', requiresSexualHistory: true, sexLimit: 2 }, unmarriedWoman(), '「女性专项」仅适用于已婚或有性生活史的女性'],
  ])('%p for %p → %p', (item, person, expected) => expect(itemEligibilityMessage(item, person)).toBe(expected))

  const addOns = [
    { id: 1, itemName: '糖化血红蛋白', price: 60 },
    { id: 2, itemName: 'HPV检测', price: 300 },
    { id: 3, itemName: '前列腺彩超', price: 120 },
  ]

  test('annotateAddOns marks each add-on for the person', () => {
    expect(annotateAddOns(addOns, unmarriedWoman()).map((a) => [a.id, a.eligible, a.ineligibleReason])).toEqual([
      [1, true, null],
      [2, false, '「HPV检测」仅适用于已婚或有性生活史的女性'],
      [3, false, '「前列腺彩超」仅限男性'],
    ])
    expect(annotateAddOns(addOns, man()).map((a) => a.eligible)).toEqual([true, false, true])
  })

  test.each<[number[], ExamPerson, string | null]>([
    [[1], unmarriedWoman(), null],
    [[], man(), null],
    [[1, 3], man(), null],
    [[1, 2], man(), '「HPV检测」仅限女性'],
    [[3, 2], marriedWoman(), '「前列腺彩超」仅限男性'], // the first that does not fit
    [[1, 2], marriedWoman(), null],
  ])('validateAddOnSelection(%p) for %p → %p', (ids, person, expected) => {
    expect(
      validateAddOnSelection(
        addOns.filter((a) => ids.includes(a.id)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
        person,
      ),
    ).toBe(expected)
  })
})

describe('packageEligibility', () => {
  const unisex = {
    sexLimit: 0,
    minAge: 18,
    maxAge: 150,
    items: [{ name: '血常规' }, { name: '前列腺彩超' }, { name: '妇科检查' }, { name: '乳腺彩超' }],
  }

  test.each<[ExamPerson, boolean, string | null, string[]]>([
    [man(), true, null, ['妇科检查', '乳腺彩超']],
    [marriedWoman(), true, null, ['前列腺彩超']],
    [unmarriedWoman(), true, null, ['前列腺彩超', '妇科检查']],
    [man(17), false, '该套餐适用于18岁及以上', ['妇科检查', '乳腺彩超']],
  ])('a unisex package for %p: eligible %p (%p), not given %p', (person, eligible, message, excluded) => {
    const r = packageEligibility(unisex, person)
    expect([r.eligible, r.message, r.excludedItems.map((e) => e.item.name)]).toEqual([eligible, message, excluded])
  })

  test('the excluded items carry their reasons', () => {
    expect(packageEligibility(unisex, unmarriedWoman()).excludedItems.map((e) => e.message)).toEqual([
      '「前列腺彩超」仅限男性',
      '「妇科检查」仅适用于已婚或有性生活史的女性',
    ])
  })

  test.each<[Record<string, unknown>, ExamPerson, boolean, string | null]>([
    [{ sexLimit: 2, items: [{ name: '血常规' }] }, man(), false, '该套餐仅限女性'],
    [
      { sexLimit: 2, requiresSexualHistory: true, items: [{ name: 'TCT' }, { name: 'HPV' }] },
      unmarriedWoman(),
      false,
      '该套餐仅适用于已婚或有性生活史的女性',
    ],
    [{ items: [{ name: 'TCT' }, { name: 'HPV' }] }, unmarriedWoman(), false, '「TCT」仅适用于已婚或有性生活史的女性'], // nothing left to examine
    [{ items: [] }, man(), true, null],
    [{}, man(), true, null],
  ])('%p for %p → %p %p', (pkg, person, eligible, message) => {
    expect(packageEligibility(pkg, person)).toMatchObject({ eligible, message })
  })
})

// ================================================================ crowds and filters
describe('add-ons for the person of a rule form (commitPay, /checkup/ballCheck)', () => {
  const id = (birth: string, seq: string) => `110105${birth}${seq}${idCheckDigit(`110105${birth}${seq}`)}`
  const onDate = new Date('2026-11-24T04:00:00Z')
  const form = (idNumber: string, sex?: string, marital?: string) => [
    { fieldId: 14, showName: '身份证号', value: idNumber },
    ...(sex ? [{ fieldId: 16, showName: '性别', value: sex }] : []),
    ...(marital ? [{ fieldId: 17, showName: '婚姻状况', value: marital }] : []),
  ]
  test.each([
    ['sex and age from the ID number', form(id('19800101', '001')), { sex: 1, age: 46, maritalStatus: null }],
    ['the 性别 answer wins', form(id('19800101', '002'), '男', '已婚'), { sex: 1, age: 46, maritalStatus: 1 }],
    ['the birthday counts on the exam date', form(id('20081124', '002'), undefined, '未婚'), { sex: 0, age: 18, maritalStatus: 2 }],
    ['one day before the birthday', form(id('20081125', '002')), { sex: 0, age: 17, maritalStatus: null }],
  ])('examPersonFromForm: %s', (_, f, expected) => {
    expect(examPersonFromForm(f, onDate)).toEqual(expected)
  })
  test('no sex and no valid ID number: null; sex without an ID number: age unknown', () => {
    expect(examPersonFromForm([{ fieldId: 14, value: '123' }], onDate)).toBeNull()
    expect(examPersonFromForm([{ fieldId: 16, value: '女' }], onDate)?.age).toBeNaN()
  })
  const hpv = { itemName: 'HPV检测', sexLimit: 0 }
  const ldct = { itemName: '胸部低剂量CT', sexLimit: 0, minAge: 40, maxAge: null }
  const psa = { itemName: '前列腺特异性抗原', sexLimit: 1 }
  test.each([
    [
      'a gynaecological item for an unmarried woman',
      [hpv],
      { sex: 0, age: 30, maritalStatus: 2 },
      '「HPV检测」仅适用于已婚或有性生活史的女性',
    ],
    ['a gynaecological item for a married woman', [hpv], { sex: 0, age: 30, maritalStatus: 1 }, null],
    ['an age band, too young', [ldct], { sex: 1, age: 39 }, '「胸部低剂量CT」适用于40岁及以上'],
    ['an age band, old enough', [ldct], { sex: 1, age: 40 }, null],
    ['an age band, age unknown', [ldct], { sex: 1, age: NaN }, ADD_ON_AGE_UNKNOWN],
    ['no band, age unknown', [psa], { sex: 1, age: NaN }, null],
    ['a male item for a woman', [psa], { sex: 0, age: 50 }, '「前列腺特异性抗原」仅限男性'],
  ])('addOnSelectionMessage: %s', (_, items, person, expected) => {
    expect(addOnSelectionMessage(items, person)).toBe(expected)
  })
  test('addOnTotal: decimal-safe, each id once, unknown ids ignored', () => {
    const items = [
      { id: 1, price: 0.1 },
      { id: 2, price: 0.2 },
      { id: 3, price: 128.35 },
    ]
    expect(addOnTotal(items, [1, 2]).toFixed(2)).toBe('0.30')
    expect(addOnTotal(items, [1, 2, 3, 3, 99]).toFixed(2)).toBe('128.65')
    expect(addOnTotal(items, []).toFixed(2)).toBe('0.00')
  })
})
