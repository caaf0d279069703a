/**
 * H5 stand-in for `query-string` in @tarojs/router's page handler (dist/router/page.js), which calls only
 * `queryString.parse(search, { decode: false })` to build a page's `router.params`. query-string brings
 * decode-uri-component, split-on-first and filter-obj with it (about 3 KB gzip in the home's first load); this is its
 * `parse` with those options (query-string 9.5): no decoding, a key without `=` is null, a repeated key an array of
 * its values in order, keys sorted, an object without a prototype. config/loaders/taro-patches.js points page.js here;
 * src/shared/platform/h5BuildShims.test.ts compares it with query-string's parse.
 */
function parse(query) {
  var out = Object.create(null)
  if (typeof query !== 'string') return out
  query = query.trim().replace(/^[?#&]/, '')
  if (!query) return out
  var parts = query.split('&')
  for (var i = 0; i < parts.length; i++) {
    var part = parts[i]
    if (!part) continue
    var at = part.indexOf('=')
    var key = at === -1 ? part : part.slice(0, at)
    var value = at === -1 ? null : part.slice(at + 1)
    var had = out[key]
    if (had === undefined) out[key] = value
    else if (Array.isArray(had)) had.push(value)
    else out[key] = [had, value]
  }
  var sorted = Object.create(null)
  var keys = Object.keys(out).sort()
  for (var k = 0; k < keys.length; k++) sorted[keys[k]] = out[keys[k]]
  return sorted
}
module.exports = { parse: parse }
