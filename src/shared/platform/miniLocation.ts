/** Location on mini-programs (weapp and alipay): Taro.getLocation, gcj02 as the map components expect. */
import Taro from '@tarojs/taro'
import type { GeoPoint } from './types'

export async function getLocation(): Promise<GeoPoint> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { latitude: Number(res.latitude), longitude: Number(res.longitude) }
  } catch (err: any) {
    throw new Error(`定位失败：${err?.errMsg || err?.errorMessage || err?.message || '未知错误'}`)
  }
}
