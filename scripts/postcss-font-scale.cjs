/**
 * PostCSS plugin (issue 16, the elder-friendly mode; docs/ELDER-MODE.md): every `font-size` and length
 * `line-height` in the app's own styles (not node_modules: NutUI sizes come from its theme variables) becomes
 * `calc(<value> * var(--app-font-scale, 1))`. The page root's ConfigProvider sets `--app-font-scale`
 * (src/shared/ui/Page/theme.ts): 1 normally, 1.3 in the elder mode — one switch for every page, on H5 (rem) and
 * on the mini-programs (rpx) alike. Registered in config/index.ts (postcss of mini and h5).
 */
const LENGTH = /^-?(\d+(\.\d+)?|\.\d+)(px|rpx|rem|em|vw|PX|Px)$/

function fromNodeModules(decl) {
  const file = (decl.source && decl.source.input && decl.source.input.file) || ''
  return file.replace(/\\+/g, '/').includes('/node_modules/')
}

const scale = (decl) => {
  const value = decl.value.trim()
  if (!LENGTH.test(value) || fromNodeModules(decl)) return
  decl.value = `calc(${value} * var(--app-font-scale, 1))`
}

module.exports = () => ({
  postcssPlugin: 'app-font-scale',
  Declaration: { 'font-size': scale, 'line-height': scale },
})
module.exports.postcss = true
module.exports.LENGTH = LENGTH
