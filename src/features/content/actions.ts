/** Calling a number, opening a map and viewing licence images on every target. */
import Taro from '@tarojs/taro'
import { isH5 } from '@/shared/platform'
import { dialable } from '@/domain/emergency'

/** dials the number (mini-programs: the system dialog; H5: a tel: link) */
export function callPhone(phone: string): void {
  const n = dialable(phone)
  if (!n) return
  if (isH5) {
    window.location.href = `tel:${n}`
    return
  }
  Taro.makePhoneCall({ phoneNumber: n }).catch(() => undefined)
}

/** the web map link of a place (H5; AMap's public marker URI, coordinates GCJ-02) */
export const mapLink = (p: { latitude: number; longitude: number; name: string; address: string }): string =>
  `https://uri.amap.com/marker?position=${p.longitude},${p.latitude}&name=${encodeURIComponent(p.name)}&src=hospital-shop&coordinate=gaode&callnative=1`

/** opens the place in the map (mini-programs: the built-in map; H5: the web map link) */
export function openMap(p: { latitude: number; longitude: number; name: string; address: string }): void {
  if (!p.latitude && !p.longitude) return
  if (isH5) {
    window.location.href = mapLink(p)
    return
  }
  Taro.openLocation({ latitude: p.latitude, longitude: p.longitude, name: p.name, address: p.address, scale: 16 }).catch(() => undefined)
}

/** shows images full screen (licences) */
export function previewImages(urls: string[], current: string): void {
  Taro.previewImage({ urls, current }).catch(() => undefined)
}
