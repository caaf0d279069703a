/**
 * Taro plugin (registered in config/index.ts `plugins`): `aria-label` and the role on View, Text, Image and
 * Button in the mini-programs' templates (WeChat: `aria-role`; Alipay: `role`; components.cjs). H5 renders
 * aria-* itself. The same way as @tarojs/plugin-inject's `components` option, without the package: the template's component table is extended at `onSetupClose`, and
 * a runtime module extends the runtime's table (components.cjs explains why both).
 */
const path = require('node:path')
const { ariaComponents } = require('./components.cjs')

module.exports = (ctx) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      if (!platform || !platform.template || typeof platform.template.mergeComponents !== 'function') return // H5
      platform.template.mergeComponents(ctx, ariaComponents(platform.platform))
      const runtime = path.join(__dirname, `runtime.${platform.platform === 'alipay' ? 'alipay' : 'weapp'}.js`)
      if (Array.isArray(platform.runtimePath)) platform.runtimePath.push(runtime)
      else platform.runtimePath = [platform.runtimePath, runtime].filter(Boolean)
    },
  })
}
