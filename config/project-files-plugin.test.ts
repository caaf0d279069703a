/// <reference types="jest" />
// The Taro plugin of issue 34 (config/project-files-plugin.cjs) with a stand-in for Taro's plugin context: Alipay's
// app.json shaping and the output's project file with the appid, or the build refused on a malformed appid.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const plugin = require('./project-files-plugin.cjs') as (ctx: unknown) => void

function run(env: Record<string, string>, configMap: Record<string, { path: string; content: Record<string, unknown> }> = {}) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'project-files-'))
  const hooks: { modify?: (a: { configMap: typeof configMap }) => void; complete?: () => void } = {}
  const saved = { ...process.env }
  Object.assign(process.env, { WEAPP_APPID: '', ALIPAY_APPID: '', MP_NAME: '' }, env)
  try {
    plugin({
      paths: { outputPath },
      modifyMiniConfigs: (fn: typeof hooks.modify) => (hooks.modify = fn),
      onBuildComplete: (fn: () => void) => (hooks.complete = fn),
    })
    hooks.modify?.({ configMap })
    hooks.complete?.()
  } finally {
    process.env = saved
  }
  return { outputPath, hooks }
}

const appConfig = () => ({
  '/repo/src/app.config.ts': {
    path: '/repo/src/app.config.ts',
    content: {
      pages: ['pages/main/home/index'],
      permission: { 'scope.userLocation': { desc: 'x' } },
      requiredPrivateInfos: ['getLocation'],
    },
  },
  '/repo/src/pages/main/home/index.config.ts': {
    path: '/repo/src/pages/main/home/index.config.ts',
    content: { navigationBarTitleText: '首页' },
  },
})

it('weapp: project.config.json with the appid and the compression settings', () => {
  const { outputPath, hooks } = run({ TARO_ENV: 'weapp', WEAPP_APPID: 'wx0123456789abcdef' })
  expect(hooks.modify).toBeUndefined()
  const project = JSON.parse(fs.readFileSync(path.join(outputPath, 'project.config.json'), 'utf8'))
  expect(project).toMatchObject({
    appid: 'wx0123456789abcdef',
    miniprogramRoot: './',
    setting: { minified: true, minifyWXML: true, minifyWXSS: true },
  })
})

it("alipay: mini.project.json with the appid; app.json with usePrivacyCheck and without WeChat's keys", () => {
  const configMap = appConfig()
  const { outputPath } = run({ TARO_ENV: 'alipay', ALIPAY_APPID: '2021004171608216' }, configMap)
  expect(JSON.parse(fs.readFileSync(path.join(outputPath, 'mini.project.json'), 'utf8'))).toMatchObject({
    appid: '2021004171608216',
    miniprogramRoot: './',
  })
  expect(configMap['/repo/src/app.config.ts'].content).toEqual({ pages: ['pages/main/home/index'], usePrivacyCheck: true })
  expect(configMap['/repo/src/pages/main/home/index.config.ts'].content).toEqual({ navigationBarTitleText: '首页' })
})

it('alipay: fails when the app config is not where it is expected (rather than ship without the privacy check)', () => {
  expect(() => run({ TARO_ENV: 'alipay' }, { x: { path: '/repo/src/other.config.ts', content: {} } })).toThrow('the app config')
})

it('refuses a malformed appid; does nothing for h5', () => {
  expect(() => run({ TARO_ENV: 'weapp', WEAPP_APPID: 'wx-not-an-appid' })).toThrow('WEAPP_APPID "wx-not-an-appid" is not a WeChat appid')
  const { outputPath, hooks } = run({ TARO_ENV: 'h5', WEAPP_APPID: 'wx-not-an-appid' })
  expect(hooks.complete).toBeUndefined()
  expect(fs.readdirSync(outputPath)).toEqual([])
})
