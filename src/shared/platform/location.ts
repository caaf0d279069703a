// default for: h5 — weapp and alipay have their own file (location.weapp.ts, location.alipay.ts)
/** Location adapter, H5: the hospital app's native bridge when present, else navigator.geolocation. */
import { callNative, hasNativeBridge } from './nativeBridge'
import type { GeoPoint } from './types'

const NATIVE_LOCATION_METHOD = 'getLocation'

export async function getLocation(): Promise<GeoPoint> {
  if (hasNativeBridge(NATIVE_LOCATION_METHOD)) {
    const r = await callNative<{ latitude: number | string; longitude: number | string }>(NATIVE_LOCATION_METHOD)
    return { latitude: Number(r?.latitude), longitude: Number(r?.longitude) }
  }
  if (typeof navigator === 'undefined' || !navigator.geolocation) throw new Error('当前环境不支持定位')
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) => reject(new Error(`定位失败：${err?.message || '未知错误'}`)),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    )
  })
}
