/**
 * Taro plugin (registered in config/index.ts `plugins`): `aria-label` and `aria-role` on View, Text, Image and
 * Button in the mini-programs' templates (WeChat: 无障碍 aria-* attributes of the base components; Alipay's
 * templates get the same attributes). H5 renders aria-* itself. The same way as @tarojs/plugin-inject's
 * `components` option, without the package: the template's component table is extended at `onSetupClose`, and
 * a runtime module extends the runtime's table (components.cjs explains why both).
 */
const path = require('node:path')
const components = require('./components.cjs')

module.exports = (ctx) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      if (!platform || !platform.template || typeof platform.template.mergeComponents !== 'function') return // H5
      platform.template.mergeComponents(ctx, JSON.parse(JSON.stringify(components)))
      const runtime = path.join(__dirname, 'runtime.js')
      if (Array.isArray(platform.runtimePath)) platform.runtimePath.push(runtime)
      else platform.runtimePath = [platform.runtimePath, runtime].filter(Boolean)
    },
  })
}
