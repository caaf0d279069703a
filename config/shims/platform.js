/**
 * H5 stand-in for the `platform` package (about 13 KiB minified), which Taro's getSystemInfo reads for four fields
 * only: manufacturer, product, os.family and os.toString(). The app reads windowWidth and pixelRatio; the OS is
 * told from the user agent here well enough for `system` / `platform` (iOS, Android, Windows, OS X, Linux).
 * config/index.ts aliases `platform` to this file on H5.
 */
function parse(ua) {
  var m
  if ((m = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+(?:_\d+)*)/.exec(ua))) return { family: 'iOS', version: m[1].replace(/_/g, '.') }
  if ((m = /\bAndroid[ /]?([\d.]*)/.exec(ua))) return { family: 'Android', version: m[1] }
  if ((m = /\bWindows NT ([\d.]+)/.exec(ua))) return { family: 'Windows', version: m[1] }
  if ((m = /\bMac OS X ([\d_.]+)/.exec(ua))) return { family: 'OS X', version: m[1].replace(/_/g, '.') }
  if (/\bLinux\b/.test(ua)) return { family: 'Linux', version: '' }
  return { family: null, version: '' }
}
var ua = typeof navigator === 'undefined' ? '' : navigator.userAgent || ''
var os = parse(ua)
var product = (/\b(iPhone|iPad|iPod)\b/.exec(ua) || [])[1] || null
var platform = {
  ua: ua,
  manufacturer: product ? 'Apple' : null,
  product: product,
  os: {
    family: os.family,
    version: os.version,
    toString: function () {
      return os.family ? (os.family + ' ' + os.version).trim() : 'unknown'
    },
  },
}
module.exports = platform
module.exports.default = platform
