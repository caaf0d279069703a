/** block fixtures with their items resolved, as the page config carries them (types/browse) */
export const res = (n: number, prefix = '入口') =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, photo: `/assets/r${i + 1}.png`, name: `${prefix}${i + 1}`, sort: i, jumpType: 1, tipText: `提示${i + 1}` }))

export const goods = (n: number, prefix = '商品') =>
  Array.from({ length: n }, (_, i) => ({
    goodsId: 100 + i,
    goodsDistributeId: 200 + i,
    goodsName: `${prefix}${i + 1}`,
    goodsUrl: `/assets/g${i + 1}.png`,
    sellPoint: `卖点${i + 1}`,
    price: 12.5 + i,
    linedPrice: 30,
    goodsType: 1,
    priceShowMode: 0,
    dealTypeDto: { goodsPriceFlag: 0, customCopy: '' },
    tags: [] as string[],
    type: 0,
    copywriting: '',
    activity: null,
  }))

export const doctors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ doctorId: i + 1, doctorName: `医生${i + 1}`, coverUrl: '/assets/d.png', departmentNames: '心内科', hospitalName: '医院', hospitalId: 6 }))

export const news = (n: number, prefix = '资讯') =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `${prefix}${i + 1}`, author: `作者${i + 1}`, publishTime: '2024-05-01 10:00:00', coverPhoto: '/assets/n.png', groupId: 1 }))

export const studios = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `工作室${i + 1}`, great: '擅长', headImgUrl: '/assets/s.png' }))
