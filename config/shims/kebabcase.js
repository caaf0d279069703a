/**
 * H5 stand-in for `lodash.kebabcase` (about 14 KiB of source with lodash's Unicode word tables), which NutUI's
 * ConfigProvider uses only to turn theme keys into CSS variable names (`nutuiColorPrimaryStop1` ->
 * `nutui-color-primary-stop-1`). Our keys are ASCII camelCase with digits: words split at a lower-to-upper change,
 * between an upper-case run and a capitalised word, and between letters and digits, as lodash does.
 * config/index.ts aliases `lodash.kebabcase` to this file on H5; src/shared/ui/Page/kebabcase.test.ts compares it with
 * lodash's.
 */
function kebabCase(value) {
  var words = String(value == null ? '' : value).match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|[^A-Za-z\d]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g)
  return words ? words.join('-').toLowerCase() : ''
}
module.exports = kebabCase
module.exports.default = kebabCase
