/**
 * webpack loader, H5 only (config/index.ts puts it in place of Taro's H5 entry loader, @tarojs/taro-loader/lib/h5, for
 * the app entry only, with Taro's options): Taro's code, then a smaller app config in it (issue 16, the first load's
 * bytes). Taro writes the whole app config into the entry as JSON (`var config = {…}`): beside what its router reads
 * (router, window, routes) the mini-program keys (pages, subPackages, preloadRule, permission, ...: ~1.3 KB gzip) and
 * the H5 path aliases (router.customRoutes: every clean path of the route table again, ~1.8 KB gzip). The first are
 * dropped; the aliases are built when the entry runs, before Taro's router starts, from the route table the app has
 * in its first load anyway (`buildCustomRoutes` of src/shared/routes/build.ts, the function the config used to call).
 * Fails the build when Taro's generated code no longer has the expected shape.
 */
const path = require('path')

const taroH5 = require('@tarojs/taro-loader/lib/h5').default

/** keys of the app config that only the mini-programs read (Taro's H5 router reads `pages` only in MPA mode or with a tabBar) */
const MINI_PROGRAM_KEYS = ['pages', 'subPackages', 'preloadRule', 'permission', 'requiredPrivateInfos', 'lazyCodeLoading']

const BUILD = JSON.stringify(path.resolve(__dirname, '..', '..', 'src', 'shared', 'routes', 'build'))

function fail(what) {
  throw new Error(`config/loaders/taro-entry.js: Taro's H5 entry code changed (${what}): look again`)
}

/** Taro's generated entry -> the same with the smaller config and the aliases built at run time */
function trimEntry(code) {
  const line = /^var config = (\{.*\})$/m.exec(code)
  if (!line) fail('no `var config = {…}` line')
  const config = JSON.parse(line[1])
  if (!config.router || config.router.mode !== 'browser' || config.tabBar) fail('expected the browser router without a tabBar')
  for (const key of MINI_PROGRAM_KEYS) delete config[key]
  delete config.router.customRoutes
  const after = '\nwindow.__taroAppConfig = config\n'
  if (code.split(after).length !== 2) fail('`window.__taroAppConfig = config` after the config')
  return (
    `import { buildCustomRoutes as __routeAliases } from ${BUILD}\n` +
    code
      .replace(line[0], () => `var config = ${JSON.stringify(config)}`)
      .replace(
        after,
        () =>
          '\n// config/loaders/taro-entry.js: the H5 path aliases from the route table\n' +
          'config.router.customRoutes = __routeAliases()\n' +
          'window.__taroAppConfig = config\n',
      )
  )
}

module.exports = function taroEntry(source) {
  const code = taroH5.call(this, source)
  if (typeof code !== 'string') fail('the loader did not return the code')
  return trimEntry(code)
}

module.exports.trimEntry = trimEntry
module.exports.TARO_H5_LOADER = require.resolve('@tarojs/taro-loader/lib/h5')
