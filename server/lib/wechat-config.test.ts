/** The WeChat identity settings of loadConfig: WX_API_BASE, WX_OA_APPID + WX_OA_SECRET. */
import { ConfigError, loadConfig } from './config'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/shop')
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
  return []
}

test('WX_API_BASE: the default, a local gateway, a wrong value', () => {
  expect(loadConfig({}, '/srv/shop').wxApiBase).toBe('https://api.weixin.qq.com')
  expect(loadConfig({ WX_API_BASE: 'http://127.0.0.1:4000/' }, '/srv/shop').wxApiBase).toBe('http://127.0.0.1:4000')
  expect(problemsOf({ WX_API_BASE: 'api.weixin.qq.com' })).toEqual(['WX_API_BASE=api.weixin.qq.com: an absolute http(s) URL'])
})

test('WX_OA_APPID + WX_OA_SECRET: the official account beside the mini-program; half of it, or without WX_APPID, refused', () => {
  const c = loadConfig({ WX_APPID: 'wxmini', WX_SECRET: 's1', WX_OA_APPID: 'wxoa', WX_OA_SECRET: 's2' }, '/srv/shop')
  expect(c.thirdParty).toMatchObject({ wechat: { appId: 'wxmini', secret: 's1' }, wechatOa: { appId: 'wxoa', secret: 's2' } })
  expect(loadConfig({ WX_APPID: 'wxmini', WX_SECRET: 's1' }, '/srv/shop').thirdParty.wechatOa).toBeNull()
  expect(problemsOf({ WX_APPID: 'wxmini', WX_SECRET: 's1', WX_OA_APPID: 'wxoa' })).toEqual([
    'WeChat official account: set all of WX_OA_APPID, WX_OA_SECRET or none (missing WX_OA_SECRET)',
  ])
  expect(problemsOf({ WX_OA_APPID: 'wxoa', WX_OA_SECRET: 's2' })).toEqual([
    'WeChat official account: WX_OA_APPID needs WX_APPID and WX_SECRET (the mini-program)',
  ])
})
