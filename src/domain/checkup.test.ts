/**
 * Check-up rules (src/domain/checkup.ts): eligibility of packages and add-ons, crowds, list filters,
 * preparation notices and report flags.
 */
import { idCheckDigit } from './validation'
import {
  addOnPayState,
  bookingActions,
  checkupNotice,
  ADD_ON_AGE_UNKNOWN,
  AGE_BANDS,
  addOnSelectionMessage,
  addOnTotal,
  examPersonFromForm,
  CROWDS,
  PREPARATION_NOTICES,
  PRICE_BANDS,
  annotateAddOns,
  crowdsOfPerson,
  eligibilityMessage,
  examItemKind,
  filterPackages,
  inPriceBand,
  inferItemRule,
  interpretReportValue,
  interpretTextResult,
  reportItemFlag,
  isAbnormalFlag,
  itemEligibilityMessage,
  packageEligibility,
  packageInAgeBand,
  packageMatchesCrowd,
  parseReferenceRange,
  preparationNotices,
  priceBandOf,
  sortReportItems,
  validateAddOnSelection,
  type CrowdId,
  type EligibilityRule,
  type ExamPerson,
  type ExamItemKind,
  type PackageFilterable,
} from './checkup'

const man = (age = 40): ExamPerson => ({ sex: 1, age, maritalStatus: 1 })
const marriedWoman = (age = 40): ExamPerson => ({ sex: 0, age, maritalStatus: 1 })
const unmarriedWoman = (age = 25): ExamPerson => ({ sex: 0, age, maritalStatus: 2 })
const activeUnmarriedWoman = (age = 25): ExamPerson => ({ sex: 0, age, maritalStatus: 2, sexuallyActive: true })

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

describe('examItemKind and preparationNotices', () => {
  test.each<[string, ExamItemKind]>([
    ['空腹血糖', 'blood'], // "空腹" is not an abdominal ultrasound
    ['血常规', 'blood'],
    ['肝功能', 'blood'],
    ['肾功能', 'blood'],
    ['血脂四项', 'blood'],
    ['糖化血红蛋白', 'blood'],
    ['甲状腺功能', 'blood'],
    ['肿瘤标志物（AFP、CEA）', 'blood'],
    ['尿酸', 'blood'], // not a urine test
    ['尿常规', 'urine'],
    ['便常规+隐血', 'stool'],
    ['腹部彩超', 'abdominalUltrasound'],
    ['肝胆胰脾彩超', 'abdominalUltrasound'],
    ['子宫附件彩超', 'pelvicUltrasound'],
    ['前列腺彩超', 'pelvicUltrasound'],
    ['经阴道子宫附件彩超', 'transvaginalUltrasound'],
    ['甲状腺彩超', 'ultrasound'],
    ['乳腺彩超', 'ultrasound'],
    ['颈动脉彩超', 'ultrasound'],
    ['胸部DR', 'radiology'],
    ['低剂量螺旋CT', 'radiology'],
    ['骨密度', 'radiology'],
    ['乳腺钼靶', 'mammography'],
    ['头颅MRI', 'mri'],
    ['TCT', 'gynaecology'], // not a CT
    ['HPV检测', 'gynaecology'],
    ['妇科检查', 'gynaecology'],
    ['C13呼气试验', 'breathTest'],
    ['C14呼气试验', 'breathTest'],
    ['心电图', 'ecg'],
    ['血压', 'physical'],
    ['内科', 'physical'],
    ['无痛胃镜', 'endoscopy'],
    ['健康咨询', 'other'],
  ])('%s is %s', (name, kind) => expect(examItemKind(name)).toBe(kind))

  test('a package: deduplicated notices in display order, with the items each applies to', () => {
    const notices = preparationNotices([
      { name: '血常规' },
      { name: '肝功能' },
      { name: '腹部彩超' },
      { name: '子宫附件彩超' },
      { name: '胸部DR' },
      { name: 'C13呼气试验' },
      { name: '尿常规' },
      { itemName: 'TCT' },
      { name: '健康咨询' },
    ])
    expect(notices.map((n) => n.id)).toEqual([
      'fasting',
      'order',
      'fullBladder',
      'menstruation',
      'gynaecology',
      'breathTest',
      'noMetal',
      'urine',
    ])
    const byId = Object.fromEntries(notices.map((n) => [n.id, n]))
    expect(byId.fasting.items).toEqual(['血常规', '肝功能', '腹部彩超'])
    expect(byId.menstruation.items).toEqual(['尿常规', 'TCT'])
    expect(byId.noMetal.text).toBe(PREPARATION_NOTICES.noMetal)
    expect(byId.fasting.text).toContain('空腹')
    expect(byId.fullBladder.text).toContain('憋尿')
  })

  test.each<[Array<{ name: string; kind?: ExamItemKind }>, string[]]>([
    [[{ name: '血常规' }], ['fasting']],
    [[{ name: '子宫附件彩超' }], ['fullBladder']], // no "order" notice without a fasting item
    [[{ name: '经阴道彩超' }], ['emptyBladder', 'menstruation', 'gynaecology']],
    [[{ name: '乳腺钼靶' }], ['noMetal', 'mammography']],
    [[{ name: '心电图' }, { name: '血压' }], ['ecg']],
    [[{ name: '自定义项目', kind: 'radiology' }], ['noMetal']], // a configured kind wins over the name
    [[], []],
  ])('%p → %p', (items, ids) => expect(preparationNotices(items).map((n) => n.id)).toEqual(ids))
})

// ================================================================ report values

describe('interpretReportValue', () => {
  test.each<[string | number | null, string | null, string | null, string | null]>([
    // 'a-b': both ends normal
    ['5.5', '3.5-5.5', null, '正常'],
    ['5.51', '3.5-5.5', null, '↑'],
    ['3.5', '3.5-5.5', null, '正常'],
    ['3.49', '3.5-5.5', null, '↓'],
    [6.2, '3.9-6.1', 'mmol/L', '↑'],
    ['6.2', '3.9～6.1', null, '↑'],
    ['6.0', '3.9~6.1', null, '正常'],
    ['5.6', '3.9-6.1 mmol/L', null, '正常'],
    ['5.6', '3.9-6.1mmol/L', 'mmol/L', '正常'],
    ['4.5', '4-10×10^9/L', null, '正常'],
    ['11', '4-10×10^9/L', null, '↑'],
    ['-4', '-3-3', null, '↓'],
    ['0', '-3~3', null, '正常'],
    ['6.2mmol/L', '3.9-6.1', 'mmol/L', '↑'],
    ['5.8↑', '3.5-5.5', null, '↑'], // a printed arrow is ignored, the value decides
    // '<b' and '≤b'
    ['5.2', '<5.2', null, '↑'],
    ['5.19', '<5.2', null, '正常'],
    ['5.2', '≤5.2', null, '正常'],
    ['5.21', '≤5.2', null, '↑'],
    ['5.2', '＜5.2', null, '↑'],
    // '>a' and '≥a'
    ['1.04', '>1.04', null, '↓'],
    ['1.05', '>1.04', null, '正常'],
    ['1.04', '≥1.04', null, '正常'],
    ['1.03', '≥1.04', null, '↓'],
    // censored values
    ['<0.5', '0-5', null, '正常'],
    ['<0.1', '0.2-5', null, '↓'],
    ['>1000', '0-200', null, '↑'],
    ['>100', '0-200', null, '正常'],
    // qualitative
    ['阴性', '阴性', null, '正常'],
    ['阴性(-)', '阴性', null, '正常'],
    ['-', '阴性', null, '正常'],
    ['未检出', '阴性', null, '正常'],
    ['阳性(+)', '阴性', null, '阳性'],
    ['阳性', '阴性(-)', null, '阳性'],
    ['+', '阴性', null, '阳性'],
    ['++', '阴性（-）', null, '阳性'],
    ['±', '阴性', null, '阳性'],
    ['弱阳性', '-', null, '阳性'],
    ['检出', '未检出', null, '阳性'],
    // cannot tell
    ['abc', '3.5-5.5', null, null],
    ['阳性', '3.5-5.5', null, null],
    ['0.5', '阴性', null, null],
    ['5', '', null, null],
    ['5', null, null, null],
    [null, '3.5-5.5', null, null],
    ['5', '男:4-5.5 女:3.5-5', null, null],
    ['未见明显异常', '3.5-5.5', null, null], // text against a numeric range
    ['3', '5-3', null, null], // inverted range
    ['1.5-2.0', '1-3', null, null], // not a single value
  ])('value %p against %p (%p) → %p', (value, range, unit, expected) => expect(interpretReportValue(value, range, unit)).toBe(expected))

  test('parseReferenceRange', () => {
    expect(parseReferenceRange('3.5-5.5')).toEqual({ low: { value: 3.5, inclusive: true }, high: { value: 5.5, inclusive: true } })
    expect(parseReferenceRange('<5.2')).toEqual({ low: null, high: { value: 5.2, inclusive: false } })
    expect(parseReferenceRange('≥60')).toEqual({ low: { value: 60, inclusive: true }, high: null })
    expect(parseReferenceRange('阴性')).toBeNull()
  })

  test.each([
    ['↑', true],
    ['↓', true],
    ['阳性', true],
    ['异常', true],
    ['正常', false],
    [null, false],
  ])('isAbnormalFlag(%p) = %p', (f, expected) => expect(isAbnormalFlag(f)).toBe(expected))
})

describe('sortReportItems', () => {
  test('abnormal first, the report order kept within each group, flags filled in', () => {
    const items = [
      { name: '白细胞', value: '6.1', unit: '10^9/L', referenceRange: '3.5-9.5' },
      { name: '总胆固醇', value: '6.2', unit: 'mmol/L', referenceRange: '<5.2' },
      { name: '尿潜血', value: '阴性', referenceRange: '阴性' },
      { name: '备注', value: '见报告', referenceRange: '' },
      { name: '尿蛋白', value: '+', referenceRange: '阴性' },
      { name: '血红蛋白', value: '110', unit: 'g/L', referenceRange: '115-150' },
      { name: '谷丙转氨酶', value: '30', unit: 'U/L', referenceRange: '7-40', flag: '↑' }, // the report's own flag wins
    ]
    expect(sortReportItems(items).map((i) => [i.name, i.flag])).toEqual([
      ['总胆固醇', '↑'],
      ['尿蛋白', '阳性'],
      ['血红蛋白', '↓'],
      ['谷丙转氨酶', '↑'],
      ['白细胞', '正常'],
      ['尿潜血', '正常'],
      ['备注', null],
    ])
    expect(items[0]).not.toHaveProperty('flag') // the input is not changed
  })
})

describe('text results', () => {
  test.each<[string | null, string | null]>([
    ['未见明显异常', '正常'],
    ['未见异常。', '正常'],
    ['正常心电图', '正常'],
    ['窦性心律，正常心电图', '正常'],
    ['双肺未见明显异常', '正常'],
    ['甲状腺右叶结节，TI-RADS 3类', null], // only the report can call a finding abnormal
    ['窦性心动过缓', null],
    ['', null],
    [null, null],
  ])('interpretTextResult(%p) = %p', (v, f) => expect(interpretTextResult(v)).toBe(f))

  test("reportItemFlag: the report's 异常 wins; a text result without a range is read as text; with a range it is not", () => {
    expect(reportItemFlag({ value: '甲状腺结节', flag: '异常' })).toBe('异常')
    expect(reportItemFlag({ value: '未见明显异常' })).toBe('正常')
    expect(reportItemFlag({ value: '未见明显异常', referenceRange: '' })).toBe('正常')
    expect(reportItemFlag({ value: '未见明显异常', referenceRange: '3.5-5.5' })).toBeNull()
    expect(reportItemFlag({ value: '脂肪肝' })).toBeNull()
    expect(reportItemFlag({ value: '6.2', referenceRange: '<5.2', flag: 'bogus' })).toBe('↑')
  })
})

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

describe('bookingActions: reschedule / cancel / check-in of a booking (business time zone, SPEC §9)', () => {
  // 2026-11-24 16:30 UTC is 2026-11-25 00:30 in China: "today" is already the 25th there
  const justAfterMidnight = new Date('2026-11-24T16:30:00Z')
  // 2026-11-24 15:59 UTC is 2026-11-24 23:59 in China
  const justBeforeMidnight = new Date('2026-11-24T15:59:00Z')
  test.each([
    ['2 days ahead', { status: 1, appointedDate: '2026-11-27', rescheduleCount: 0 }, justAfterMidnight, true, true, true],
    ['1 day ahead (China day)', { status: 1, appointedDate: '2026-11-26', rescheduleCount: 2 }, justAfterMidnight, true, true, true],
    ['the exam day itself', { status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, justAfterMidnight, false, false, true],
    ['the day before, 23:59 China', { status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, justBeforeMidnight, true, true, true],
    ['3 reschedules made', { status: 1, appointedDate: '2026-12-20', rescheduleCount: 3 }, justAfterMidnight, false, true, true],
    ['a day that has passed', { status: 1, appointedDate: '2026-11-24', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
    ['cancelled', { status: 2, appointedDate: '2026-12-20', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
    ['done', { status: 3, appointedDate: '2026-11-20', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
  ])('%s', (_name, booking, now, reschedule, cancel, checkin) => {
    const a = bookingActions(booking, now)
    expect([a.reschedule, a.cancel, a.checkin]).toEqual([reschedule, cancel, checkin])
    expect(a.rescheduleReason === null).toBe(reschedule)
    expect(a.cancelReason === null).toBe(cancel)
  })
  test('the reasons are the SPEC §9 messages', () => {
    const now = new Date('2026-11-24T16:30:00Z')
    expect(bookingActions({ status: 1, appointedDate: '2026-12-20', rescheduleCount: 3 }, now).rescheduleReason).toBe(
      '改期次数已达上限（最多3次）',
    )
    const late = bookingActions({ status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, now)
    expect(late.rescheduleReason).toBe('需在预约日期前至少1天改期')
    expect(late.cancelReason).toBe('需在预约日期前至少1天取消预约')
    expect(bookingActions({ status: 2, appointedDate: '2026-12-20', rescheduleCount: 0 }, now).cancelReason).toBe('该预约已取消或已完成')
  })
})

describe('checkupNotice: the pre-exam notice of a package', () => {
  test.each([
    [
      'blood and abdominal ultrasound: fasting, both named',
      ['血常规', '肝功能', '腹部彩超', '心电图'],
      true,
      ['血常规', '肝功能', '腹部彩超'],
    ],
    ['no fasting item', ['一般检查', '心电图', '胸部DR'], false, []],
    ['the C13 breath test alone is not "fasting" but its own notice', ['C13呼气试验'], false, []],
  ])('%s', (_name, names, fasting, fastingItems) => {
    const n = checkupNotice(names.map((name) => ({ name })))
    expect(n.fasting).toBe(fasting)
    expect(n.fastingItems).toEqual(fastingItems)
    expect(n.sections[0].id).toBe('fasting')
    expect(n.sections[0].lines[0]).toMatch(fasting ? /^需要空腹：/ : /无需空腹/)
  })
  test('sections in order; item notices name their items; extra lines close the item section', () => {
    const n = checkupNotice([{ name: '胸部DR' }, { name: '心电图' }, { itemName: '尿常规' }], ['请携带既往病历'])
    expect(n.sections.map((s) => s.id)).toEqual(['fasting', 'bring', 'dayBefore', 'items', 'onTheDay', 'after'])
    const items = n.sections.find((s) => s.id === 'items')!.lines
    expect(items.some((l) => l.startsWith('放射检查') && l.endsWith('（胸部DR）'))).toBe(true)
    expect(items.some((l) => l.endsWith('（心电图）'))).toBe(true)
    expect(items[items.length - 1]).toBe('请携带既往病历')
    expect(n.sections.find((s) => s.id === 'bring')!.lines[0]).toContain('身份证')
  })
  test('no item notice and no extra line: no empty item section', () => {
    expect(checkupNotice([{ name: '一般检查' }]).sections.map((s) => s.id)).not.toContain('items')
  })
})

describe('addOnPayState: the add-ons of a company-paid group booking', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  test.each([
    [null, 'none'],
    [{ status: 101, refunded: false, closeAt: new Date('2026-11-24T10:30:00Z') }, 'unpaid'],
    [{ status: 101, refunded: false, closeAt: new Date('2026-11-24T10:00:00Z') }, 'closed'],
    [{ status: 104, refunded: false }, 'paid'],
    [{ status: 105, refunded: false }, 'paid'],
    [{ status: 102, refunded: false }, 'paid'],
    [{ status: 103, refunded: true }, 'refunded'],
    [{ status: 103, refunded: false }, 'closed'],
  ] as const)('%j → %s', (order, state) => {
    expect(addOnPayState(order, now)).toBe(state)
  })
})
