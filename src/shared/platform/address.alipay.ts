/** Address import adapter, Alipay mini-program: my.getAddress. */
import type { OrderAddress } from '@contract/account'
import { fromAlipayAddress } from './addressRules'

export function addressImportSupported(): boolean {
  return typeof my !== 'undefined' && typeof my.getAddress === 'function'
}

export function importAddress(): Promise<OrderAddress> {
  return new Promise((resolve, reject) => {
    if (!addressImportSupported()) {
      reject(new Error('当前环境不支持导入地址'))
      return
    }
    my.getAddress({
      success: (res: any) => {
        if (res && res.result && (res.resultStatus === undefined || String(res.resultStatus) === '9000'))
          resolve(fromAlipayAddress(res.result))
        else if (String(res?.resultStatus) === '6001') reject(new Error('已取消选择地址'))
        else reject(new Error(`导入地址失败：${res?.resultStatus ?? '未返回地址'}`))
      },
      fail: (err: any) => reject(new Error(`导入地址失败：${err?.errorMessage || err?.errMsg || '未知错误'}`)),
    })
  })
}
