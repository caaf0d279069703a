/**
 * Babel's targets per build (babel.config.js; issue 16: less JS on H5).
 *
 * H5: the browsers of package.json's browserslist by their own versions. Its `android >= 7` means Android 7 WebViews,
 * but browserslist reads it as the Android browser from version 37 on, so preset-env compiled classes, async
 * functions (regenerator), let/const, arrow functions, ... down to ES5 for every browser. Android WebViews are Chrome
 * (updated through the Play Store; WeChat's is Chromium-based too): chrome >= 64 covers them.
 * Mini-programs and jest: undefined = the browserslist / preset defaults as before (their runtimes are not browsers).
 */
module.exports = function babelTargets() {
  const h5 = (process.env.TARO_ENV || 'h5') === 'h5' && process.env.NODE_ENV !== 'test'
  return h5 ? { ios: '11', safari: '11', chrome: '64' } : undefined
}
