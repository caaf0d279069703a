/** Address import adapter, WeChat mini-program: Taro.chooseAddress. */
import Taro from '@tarojs/taro'
import type { OrderAddress } from '@contract/account'
import { fromWechatAddress } from './addressRules'

export function addressImportSupported(): boolean {
  return true
}

export async function importAddress(): Promise<OrderAddress> {
  try {
    return fromWechatAddress(await Taro.chooseAddress())
  } catch (err: any) {
    throw new Error(/cancel/i.test(err?.errMsg || '') ? '已取消选择地址' : `导入地址失败：${err?.errMsg || err?.message || '未知错误'}`)
  }
}
