/**
 * webpack loader, H5 only (config/index.ts), on the app entry that Taro's H5 loader generates from src/app.config.ts
 * (issue 16, TBT). Evaluating app.js ran every module of the first load, created the app and the router, which
 * matched the route and inserted the page's chunk tags (~20 for the cart), all in one task: ~200 ms at 4x CPU, most
 * of the cart's Total Blocking Time. Now that is three tasks, one after the other (MessageChannel messages: no timer
 * clamping): the modules (the script's own task; src/app.ts's start-up code still runs before the router, as it did),
 * then the chunks of the page the URL opens are requested (the route's own `load`, matched by Taro's customRoutes
 * aliases; the router's later `load` finds them in flight), then the router starts. Fails the build when Taro's
 * generated entry no longer has the expected lines (an upgrade: look again).
 */
const START =
  /\nvar inst = createReactApp\(component, [^\n]*\)\nvar history = createBrowserHistory\(\{ window \}\)\n(handleAppMount(?:WithTabbar)?)\(config, history\)\ncreateRouter\(history, inst, config, [^\n]*\)\n/

module.exports = function taroEntryYield(source) {
  const m = START.exec(source)
  if (!m) throw new Error(`config/loaders/taro-entry-yield.js: Taro's generated H5 entry changed (${this.resourcePath})`)
  const start = m[0].trim().replace(/\n/g, '\n  ')
  return source.replace(
    m[0],
    `
// config/loaders/taro-entry-yield.js: the page's chunks in the next task, the router in the one after
function __startTaroApp() {
  ${start}
}
function __loadEntryPage() {
  try {
    var base = (config.router && config.router.basename) || ''
    var path = location.pathname
    if (base && path.indexOf(base) === 0) path = path.slice(base.length) || '/'
    var aliases = (config.router && config.router.customRoutes) || {}
    for (var i = 0; i < config.routes.length; i++) {
      var route = config.routes[i]
      var own = '/' + route.path
      if ([own].concat(aliases[own] || []).indexOf(path) < 0) continue
      var loading = route.load()
      if (loading && loading[0] && loading[0].catch) loading[0].catch(function () {})
      break
    }
  } catch (e) {}
}
function __nextTask(fn) {
  if (typeof MessageChannel !== 'function') return setTimeout(fn, 0)
  var channel = new MessageChannel()
  channel.port1.onmessage = fn
  channel.port2.postMessage(null)
}
__nextTask(function () {
  __loadEntryPage()
  __nextTask(__startTaroApp)
})
`,
  )
}
