/** Pure mapping of platform address results to the order address (SPEC §3). */
import type { OrderAddress } from '@contract/account'

export const ADDRESS_IMPORT_UNSUPPORTED = '当前环境不支持导入地址'

/** Taro.chooseAddress (WeChat) result */
export function fromWechatAddress(res: {
  userName?: string
  telNumber?: string
  provinceName?: string
  cityName?: string
  countyName?: string
  detailInfo?: string
}): OrderAddress {
  return {
    recvName: res.userName || '',
    contactNumber: res.telNumber || '',
    recvProvince: res.provinceName || '',
    recvCity: res.cityName || '',
    recvArea: res.countyName || '',
    recvAddress: res.detailInfo || '',
    defaultUse: 1,
  }
}

/** my.getAddress (Alipay) result.result */
export function fromAlipayAddress(r: {
  fullname?: string
  mobilePhone?: string
  prov?: string
  city?: string
  area?: string
  address?: string
}): OrderAddress {
  return {
    recvName: r.fullname || '',
    contactNumber: r.mobilePhone || '',
    recvProvince: r.prov || '',
    recvCity: r.city || '',
    recvArea: r.area || '',
    recvAddress: r.address || '',
    defaultUse: 1,
  }
}
