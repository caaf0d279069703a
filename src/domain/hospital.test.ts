import { institutionName } from './hospital'

describe('institutionName: doctors carry the hospital name, not the shop (issue 35)', () => {
  it.each([
    ['金陵市第一人民医院健康商城', '金陵市第一人民医院'],
    ['金陵市妇幼保健院健康商城', '金陵市妇幼保健院'],
    ['栖霞康宁医院健康商城', '栖霞康宁医院'],
    ['某某医院商城', '某某医院'],
    ['某某医院健康服务商城', '某某医院'],
    ['金陵市第一人民医院', '金陵市第一人民医院'],
    ['  缓存测试医院 ', '缓存测试医院'],
    ['健康商城', '健康商城'],
    ['', ''],
  ])('%p -> %p', (shop, hospital) => expect(institutionName(shop)).toBe(hospital))
})
