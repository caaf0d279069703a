/**
 * Release configuration (issue 34), one place for the build (config/project-files-plugin.cjs), the release commands
 * (scripts/release/) and their tests: the appids and project name from the environment, the project files of the
 * build output (dist/weapp/project.config.json, dist/alipay/mini.project.json), the per-target app.json
 * declarations, the privacy declarations each platform wants for the APIs the app calls, and the domains to
 * whitelist in each platform's console. Plain CommonJS: Taro loads its plugins with require.
 */
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')

/** WeChat appid: `wx` and 16 hex digits */
const WEAPP_APPID_RE = /^wx[0-9a-f]{16}$/
/** Alipay appid: 16 digits, starting 20 (the year it was created, e.g. 2021004171608216) */
const ALIPAY_APPID_RE = /^20\d{14}$/
/** what the devtools open a project without an appid as (development only: no upload, no real login) */
const TOURIST_APPID = 'touristappid'

/**
 * The release environment at build time: WEAPP_APPID, ALIPAY_APPID, MP_NAME (both optional: without them the build
 * is a development build, WeChat's tourist appid). A malformed appid is an error (the build fails on it).
 */
function readAppEnv(env = process.env) {
  const errors = []
  const weappAppid = (env.WEAPP_APPID || '').trim()
  const alipayAppid = (env.ALIPAY_APPID || '').trim()
  if (weappAppid && !WEAPP_APPID_RE.test(weappAppid))
    errors.push(`WEAPP_APPID "${weappAppid}" is not a WeChat appid (wx followed by 16 hex digits, e.g. wx0123456789abcdef)`)
  if (alipayAppid && !ALIPAY_APPID_RE.test(alipayAppid))
    errors.push(`ALIPAY_APPID "${alipayAppid}" is not an Alipay appid (16 digits starting 20, e.g. 2021004171608216)`)
  const name = (env.MP_NAME || '').trim()
  return { weappAppid: weappAppid || null, alipayAppid: alipayAppid || null, name: name || null, errors }
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

/**
 * dist/weapp/project.config.json: the repository's project.config.json (its settings: JS / WXML / WXSS
 * compression for uploads) with the build's appid and name, rooted at the output folder.
 */
function weappProjectConfig(source, app) {
  return {
    ...source,
    miniprogramRoot: './',
    appid: app.weappAppid || TOURIST_APPID,
    projectname: app.name || source.projectname,
    setting: { ...(source.setting || {}) },
  }
}

/** dist/alipay/mini.project.json: the repository's mini.project.json rooted at the output folder, with the appid */
function alipayProjectConfig(source, app) {
  const out = { ...source, miniprogramRoot: './' }
  if (app.alipayAppid) out.appid = app.alipayAppid
  else delete out.appid
  if (app.name) out.projectname = app.name
  return out
}

/** writes the output's project file of a target (weapp / alipay); returns the file written, or null (h5) */
function writeProjectFile(target, outputDir, app, root = ROOT) {
  if (target === 'weapp') {
    const file = path.join(outputDir, 'project.config.json')
    fs.writeFileSync(file, JSON.stringify(weappProjectConfig(readJson(path.join(root, 'project.config.json')), app), null, 2) + '\n')
    return file
  }
  if (target === 'alipay') {
    const file = path.join(outputDir, 'mini.project.json')
    fs.writeFileSync(file, JSON.stringify(alipayProjectConfig(readJson(path.join(root, 'mini.project.json')), app), null, 2) + '\n')
    return file
  }
  return null
}

/**
 * What each platform requires of a mini-program that calls an API, keyed by the API as the code calls it
 * (`Taro.x`, `wx.x`, `my.x`; components as `<Camera>` and `openType="getPhoneNumber"`).
 * WeChat: `requiredPrivateInfos` and `permission` in app.json (the geolocation APIs, since 2022-07-14) and the
 * user-privacy guideline (用户隐私保护指引) in the console, one "用户信息类型" per kind of data (since 2023-09-15;
 * an API whose type is not declared there is disabled). Alipay: `usePrivacyCheck: true` in app.json (the official
 * privacy pop-up before a privacy API) and the collected types of the 小程序隐私政策 in the console.
 */
const API_RULES = {
  getLocation: { requiredPrivateInfo: 'getLocation', scope: 'scope.userLocation', weapp: '位置信息', alipay: '位置信息' },
  startLocationUpdate: { requiredPrivateInfo: 'startLocationUpdate', scope: 'scope.userLocation', weapp: '位置信息', alipay: '位置信息' },
  onLocationChange: { requiredPrivateInfo: 'onLocationChange', scope: 'scope.userLocation', weapp: '位置信息', alipay: '位置信息' },
  getFuzzyLocation: { requiredPrivateInfo: 'getFuzzyLocation', scope: 'scope.userFuzzyLocation', weapp: '位置信息' },
  chooseLocation: { requiredPrivateInfo: 'chooseLocation', weapp: '选择的位置信息', alipay: '位置信息' },
  choosePoi: { requiredPrivateInfo: 'choosePoi', weapp: '选择的位置信息' },
  chooseAddress: { requiredPrivateInfo: 'chooseAddress', weapp: '地址' },
  getAddress: { alipay: '收货地址' },
  chooseImage: { weapp: '选中的照片或视频信息', alipay: '相册（选中的照片）' },
  chooseMedia: { weapp: '选中的照片或视频信息', alipay: '相册（选中的照片）' },
  chooseVideo: { weapp: '选中的照片或视频信息', alipay: '相册（选中的照片）' },
  chooseMessageFile: { weapp: '选中的文件' },
  saveImageToPhotosAlbum: { weapp: '相册（仅写入）权限', alipay: '相册（仅写入）' },
  saveVideoToPhotosAlbum: { weapp: '相册（仅写入）权限', alipay: '相册（仅写入）' },
  setClipboardData: { weapp: '剪切板', alipay: '剪切板' },
  getClipboardData: { weapp: '剪切板', alipay: '剪切板' },
  Camera: { weapp: '摄像头', alipay: '摄像头' },
  createCameraContext: { weapp: '摄像头', alipay: '摄像头' },
  getPhoneNumber: { weapp: '手机号', alipay: '手机号' },
  chooseInvoiceTitle: { weapp: '发票信息' },
  chooseInvoice: { weapp: '发票信息' },
  startRecord: { weapp: '麦克风', alipay: '麦克风' },
  getRecorderManager: { weapp: '麦克风', alipay: '麦克风' },
  getWeRunData: { weapp: '微信运动步数' },
  addPhoneContact: { weapp: '通讯录（仅写入）权限', alipay: '通讯录' },
  chooseContact: { weapp: '通讯录', alipay: '通讯录' },
  openBluetoothAdapter: { weapp: '蓝牙', alipay: '蓝牙' },
}

/**
 * The declarations this app makes: the privacy guideline (WeChat) and privacy policy (Alipay) types to fill in the
 * console, each with the purpose text (README "Publishing the mini-programs" lists them), and the `permission`
 * descriptions. app.config.ts carries `requiredPrivateInfos` and `permission` (WeChat's app.json);
 * config/project-files-plugin.cjs adds `usePrivacyCheck` to Alipay's. scripts/release/declarations.test.ts checks
 * both against the APIs the code calls: no API without its declaration, no declaration without a use.
 */
const PRIVACY = {
  weapp: [
    { type: '位置信息', purpose: '为您推荐附近的医院与服务，填写上门服务地址' },
    { type: '地址', purpose: '从微信导入收货地址，用于商品配送与报告邮寄' },
    { type: '选中的照片或视频信息', purpose: '上传病历、检查报告照片，在咨询中发送图片' },
    { type: '选中的文件', purpose: '上传聊天中收到的 PDF 检查报告' },
    { type: '剪切板', purpose: '复制无法在小程序内打开的网页链接与分享链接' },
  ],
  alipay: [
    { type: '位置信息', purpose: '为您推荐附近的医院与服务，填写上门服务地址' },
    { type: '收货地址', purpose: '从支付宝导入收货地址，用于商品配送与报告邮寄' },
    { type: '相册（选中的照片）', purpose: '上传病历、检查报告照片，在咨询中发送图片' },
    { type: '剪切板', purpose: '复制无法在小程序内打开的网页链接与分享链接' },
  ],
}

/** Alipay's app.json: WeChat-only keys out, the privacy check on (the official pop-up before a privacy API) */
function alipayAppConfig(appConfig) {
  const out = { ...appConfig }
  delete out.permission
  delete out.requiredPrivateInfos
  if (PRIVACY.alipay.length) out.usePrivacyCheck = true
  return out
}

/**
 * The domains to whitelist in each platform's console (服务器域名), from the build's configuration: the API bases
 * (API_BASE and every API_BASE_<PREFIX>) for request, socket (wss://), uploadFile and downloadFile; the server's
 * ASSET_HOST (images drawn on the share poster's canvas, downloaded files) for downloadFile too. Both platforms take
 * https:// and wss:// only.
 */
function consoleDomains(env = process.env) {
  const origin = (u) => {
    try {
      return new URL(u).origin
    } catch {
      return null
    }
  }
  const bases = [
    env.API_BASE,
    ...Object.keys(env)
      .filter((k) => k.startsWith('API_BASE_') && env[k])
      .map((k) => env[k]),
  ].filter(Boolean)
  const errors = []
  const api = []
  for (const b of bases) {
    const o = origin(b)
    if (!o) errors.push(`${b}: not an absolute URL`)
    else if (!api.includes(o)) api.push(o)
  }
  api.sort()
  const assets = env.ASSET_HOST ? origin(env.ASSET_HOST) : null
  if (env.ASSET_HOST && !assets) errors.push(`ASSET_HOST ${env.ASSET_HOST}: not an absolute URL`)
  for (const o of [...api, ...(assets ? [assets] : [])])
    if (!o.startsWith('https://')) errors.push(`${o}: the platforms accept https:// (and wss://) domains only`)
  return {
    request: api,
    socket: api.map((o) => o.replace(/^http/, 'ws')),
    uploadFile: api,
    downloadFile: [...new Set([...api, ...(assets ? [assets] : [])])].sort(),
    errors: [...new Set(errors)],
  }
}

module.exports = {
  ROOT,
  WEAPP_APPID_RE,
  ALIPAY_APPID_RE,
  TOURIST_APPID,
  readAppEnv,
  weappProjectConfig,
  alipayProjectConfig,
  writeProjectFile,
  API_RULES,
  PRIVACY,
  alipayAppConfig,
  consoleDomains,
}
