/**
 * Taro plugin (registered in config/index.ts `plugins`, issue 34): the project file of the mini-program output with
 * the hospital's appid and name from the environment (WEAPP_APPID / ALIPAY_APPID / MP_NAME, config/release.cjs):
 * dist/weapp/project.config.json (the repository's settings, compression for uploads included) and
 * dist/alipay/mini.project.json, written once the build is done. Without the variables the output keeps WeChat's
 * tourist appid (a development build). Alipay's app.json: WeChat's `permission` / `requiredPrivateInfos` out,
 * `usePrivacyCheck` in (config/release.cjs alipayAppConfig).
 */
const { readAppEnv, writeProjectFile, alipayAppConfig } = require('./release.cjs')

module.exports = (ctx) => {
  const target = process.env.TARO_ENV
  if (target !== 'weapp' && target !== 'alipay') return
  const app = readAppEnv(process.env)
  if (app.errors.length) throw new Error(`config/project-files-plugin.cjs: ${app.errors.join('; ')}`)

  if (target === 'alipay') {
    ctx.modifyMiniConfigs(({ configMap }) => {
      let found = false
      for (const item of Object.values(configMap)) {
        if (!item || !item.content || !/[\\/]app\.config\.[jt]s$/.test(String(item.path || ''))) continue
        const next = alipayAppConfig(item.content)
        for (const key of Object.keys(item.content)) if (!(key in next)) delete item.content[key]
        Object.assign(item.content, next)
        found = true
      }
      if (!found) throw new Error("config/project-files-plugin.cjs: the app config (src/app.config.ts) is not among Taro's configs")
    })
  }

  ctx.onBuildComplete(() => {
    writeProjectFile(target, ctx.paths.outputPath, app)
  })
}
