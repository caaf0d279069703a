import { addOnsNotIncluded, ageBandText, isIncludedInPackage, meaningWithAgeBand } from './itemText'

describe('ageBandText (0 / 150 are "no limit")', () => {
  it.each([
    [40, 150, '40岁及以上'],
    [40, null, '40岁及以上'],
    [18, 60, '18-60岁'],
    [0, 17, '17岁及以下'],
    [null, 17, '17岁及以下'],
    [0, 150, ''],
    [null, null, ''],
    [undefined, undefined, ''],
  ] as const)('%p-%p: %p', (min, max, text) => expect(ageBandText(min, max)).toBe(text))
})

describe('meaningWithAgeBand: the band once, never a doubled bracket (issue 35)', () => {
  it.each([
    ['评估骨质疏松与骨折风险', 40, null, '评估骨质疏松与骨折风险（40岁及以上）'],
    // the meaning already names an age: its own words stay, nothing is appended
    ['发现早期肺结节（建议40岁以上或长期吸烟者）', 40, null, '发现早期肺结节（建议40岁以上或长期吸烟者）'],
    ['适合18-45岁女性', 18, 45, '适合18-45岁女性'],
    // the meaning ends in a bracket: the band goes inside it
    ['筛查前列腺癌（男性）', 45, null, '筛查前列腺癌（男性，45岁及以上）'],
    ['Screening (men)', 45, null, 'Screening (men，45岁及以上)'],
    ['无创检测幽门螺杆菌感染', null, null, '无创检测幽门螺杆菌感染'],
    ['无创检测幽门螺杆菌感染', 0, 150, '无创检测幽门螺杆菌感染'],
    ['', 40, null, '40岁及以上'],
    ['  评估骨折风险  ', 40, 70, '评估骨折风险（40-70岁）'],
  ] as const)('%p + %p-%p', (meaning, min, max, text) => {
    const out = meaningWithAgeBand(meaning, min, max)
    expect(out).toBe(text)
    expect(out).not.toMatch(/[）)]\s*[（(]/) // no "…）（…" doubled bracket
    expect((out.match(/岁及以上|岁及以下/g) ?? []).length).toBeLessThanOrEqual(1)
  })
})

describe('add-ons that repeat a package item are not offered (issue 35: 颈动脉彩超, 骨密度 in package 6024)', () => {
  const pkg6024 = ['一般检查', '血常规', '腹部彩超', '肿瘤标志物', '颈动脉彩超', '骨密度', 'C13呼气试验', '前列腺特异性抗原']
  it.each([
    ['颈动脉彩超', true],
    ['骨密度', true],
    [' 骨密度 ', true],
    ['幽门螺杆菌呼气试验', true], // the same breath test as C13呼气试验
    ['前列腺特异性抗原（PSA）', true], // brackets do not make another exam
    ['甲状腺彩超', false],
    ['胸部低剂量CT', false],
    ['', false],
  ] as const)('%p in 6024: %p', (name, included) => expect(isIncludedInPackage(name, pkg6024)).toBe(included))

  it('keeps the others in their order', () => {
    const addOns = [{ n: '幽门螺杆菌呼气试验' }, { n: '甲状腺彩超' }, { n: '颈动脉彩超' }, { n: '骨密度' }, { n: '胸部低剂量CT' }]
    expect(addOnsNotIncluded(addOns, pkg6024, (a) => a.n).map((a) => a.n)).toEqual(['甲状腺彩超', '胸部低剂量CT'])
    expect(addOnsNotIncluded(addOns, [], (a) => a.n)).toHaveLength(5)
  })
})
