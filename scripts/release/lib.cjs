/**
 * The release commands' checks and arguments (issue 34), without the network: scripts/release/weapp.mjs (upload and
 * preview through miniprogram-ci) and scripts/release/alipay.mjs (upload through minidev) call these, and
 * scripts/release/release.test.ts tests them. Each `*Plan` returns `{ errors, ... }`: every missing or malformed
 * setting at once, in words that say what to set, or what the command will run.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { WEAPP_APPID_RE, ALIPAY_APPID_RE } = require('../../config/release.cjs')

const ROOT = path.resolve(__dirname, '..', '..')

/** the one version of the three targets and the server: package.json "version", x.y.z (both platforms take that) */
function readVersion(root = ROOT) {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version
  if (!/^\d+\.\d+\.\d+$/.test(String(version)))
    throw new Error(`package.json "version" is "${version}": the platforms take x.y.z (e.g. 1.2.0)`)
  return version
}

/**
 * The release notes of a version: its section of CHANGELOG.md (`## [x.y.z] - date` up to the next `## `), as plain
 * lines (list markers and emphasis dropped), joined with '；' — the upload description.
 */
function releaseNotes(version, changelog) {
  const lines = changelog.split(/\r?\n/)
  const start = lines.findIndex((l) => new RegExp(`^##\\s+\\[?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`).test(l))
  if (start < 0) return null
  const body = []
  for (const l of lines.slice(start + 1)) {
    if (/^##\s/.test(l)) break
    const text = l
      .replace(/^\s*[-*]\s+/, '')
      .replace(/^###\s+/, '')
      .replace(/[*_`]/g, '')
      .trim()
    if (text) body.push(text)
  }
  return body.length ? body.join('；') : null
}

/** the upload description: the version and its notes, within `max` characters */
function uploadDescription(version, notes, max = 200) {
  const text = `v${version}：${notes}`
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** a private key (PEM, or Alipay's bare base64 PKCS#8) as a KeyObject, or the reason it is not a usable RSA key */
function parseRsaPrivateKey(text) {
  const raw = String(text || '').trim()
  if (!raw) return { error: 'is empty' }
  let pem = raw
  if (!raw.startsWith('-----BEGIN')) {
    if (!/^[A-Za-z0-9+/=\s]+$/.test(raw)) return { error: 'is neither a PEM private key nor base64 (PKCS#8)' }
    pem = `-----BEGIN PRIVATE KEY-----\n${raw.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----\n`
  } else if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(raw)) return { error: 'is a PEM file but not a private key' }
  try {
    const key = crypto.createPrivateKey(pem)
    if (key.asymmetricKeyType !== 'rsa') return { error: `is a ${key.asymmetricKeyType} key, not RSA` }
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
    if (bits < 1024) return { error: `is a ${bits}-bit RSA key (too short)` }
    return { key, pem: key.export({ type: 'pkcs8', format: 'pem' }).toString() }
  } catch (e) {
    return { error: `could not be read as a private key (${String(e.message || e).split('\n')[0]})` }
  }
}

/** a key from `<NAME>_PATH` (a file) or `<NAME>` (the text itself): { text } or { error } or {} when neither is set */
function readKeySetting(env, name) {
  const file = (env[`${name}_PATH`] || '').trim()
  if (file) {
    try {
      return { text: fs.readFileSync(file, 'utf8'), from: `${name}_PATH (${file})` }
    } catch (e) {
      return { error: `${name}_PATH: cannot read ${file} (${e.code || e.message})` }
    }
  }
  if ((env[name] || '').trim()) return { text: env[name], from: name }
  return {}
}

/** the builds' folder: RELEASE_DIST (a build made elsewhere) or <repo>/dist */
function distDir(env, root) {
  return env.RELEASE_DIST ? path.resolve(env.RELEASE_DIST) : path.join(root, 'dist')
}

function readJsonFile(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function versionAndNotes(root, errors) {
  let version = null
  try {
    version = readVersion(root)
  } catch (e) {
    errors.push(e.message)
  }
  let notes = null
  if (version) {
    const file = path.join(root, 'CHANGELOG.md')
    notes = fs.existsSync(file) ? releaseNotes(version, fs.readFileSync(file, 'utf8')) : null
    if (!notes)
      errors.push(`CHANGELOG.md has no notes for ${version} (a "## [${version}] - YYYY-MM-DD" section): they are the upload description`)
  }
  return { version, notes }
}

/** the build in dist/<target> was made for this appid (its project file says so) */
function checkBuild(errors, { dir, file, appid, envName, target }) {
  const project = readJsonFile(path.join(dir, file))
  if (!project) {
    errors.push(
      `${path.relative(ROOT, dir) || dir}/${file} is missing: build first (${envName}=${appid || '…'} bash scripts/taro-build.sh ${target})`,
    )
    return
  }
  if (appid && project.appid !== appid)
    errors.push(
      `${path.relative(ROOT, dir) || dir} was built for appid ${project.appid || '(none)'}, not ${appid}: rebuild with ${envName}=${appid} bash scripts/taro-build.sh ${target}`,
    )
}

/**
 * WeChat upload / preview through miniprogram-ci: WEAPP_APPID, the upload key (WEAPP_UPLOAD_KEY_PATH: the
 * private.<appid>.key downloaded from the console; or WEAPP_UPLOAD_KEY: its text), WEAPP_ROBOT (1-30, default 1),
 * the build in dist/weapp made for that appid, the version and its notes. Preview: WEAPP_PREVIEW_QR (the QR code
 * file, default dist/weapp-preview.png), WEAPP_PREVIEW_PAGE (optional page path).
 */
function weappPlan(mode, env = process.env, { root = ROOT, dist = distDir(env, root) } = {}) {
  const errors = []
  const appid = (env.WEAPP_APPID || '').trim()
  if (!appid) errors.push("WEAPP_APPID is not set: the appid of the hospital's WeChat mini-program (wx followed by 16 hex digits)")
  else if (!WEAPP_APPID_RE.test(appid)) errors.push(`WEAPP_APPID "${appid}" is not a WeChat appid (wx followed by 16 hex digits)`)
  const keySetting = readKeySetting(env, 'WEAPP_UPLOAD_KEY')
  let privateKey = null
  if (keySetting.error) errors.push(keySetting.error)
  else if (!keySetting.text)
    errors.push(
      'WEAPP_UPLOAD_KEY_PATH is not set: the code upload key (mp.weixin.qq.com → 开发 → 开发管理 → 开发设置 → 小程序代码上传密钥, a private.<appid>.key file; or its text in WEAPP_UPLOAD_KEY)',
    )
  else {
    const parsed = parseRsaPrivateKey(keySetting.text)
    if (parsed.error)
      errors.push(`the upload key in ${keySetting.from} ${parsed.error}: use the private.${appid || '<appid>'}.key file the console gives`)
    else privateKey = parsed.pem
  }
  const robotText = (env.WEAPP_ROBOT || '1').trim()
  const robot = Number(robotText)
  if (!/^\d+$/.test(robotText) || robot < 1 || robot > 30)
    errors.push(`WEAPP_ROBOT "${robotText}" must be a number from 1 to 30 (the CI robot)`)
  const projectPath = path.join(dist, 'weapp')
  checkBuild(errors, {
    dir: projectPath,
    file: 'project.config.json',
    appid: WEAPP_APPID_RE.test(appid) ? appid : '',
    envName: 'WEAPP_APPID',
    target: 'weapp',
  })
  const { version, notes } = versionAndNotes(root, errors)
  const setting = (readJsonFile(path.join(projectPath, 'project.config.json')) || {}).setting || {}
  const options = {
    project: { appid, type: 'miniProgram', projectPath, privateKey, ignores: ['node_modules/**/*'] },
    version,
    desc: version && notes ? uploadDescription(version, notes) : null,
    robot,
    // the project's settings (project.config.json): compression of JS, WXML and WXSS as the devtools would upload
    setting: {
      es6: !!setting.es6,
      enhance: !!setting.enhance,
      minify: !!(setting.minified && setting.minifyWXML && setting.minifyWXSS),
      minifyJS: !!setting.minified,
      minifyWXML: !!setting.minifyWXML,
      minifyWXSS: !!setting.minifyWXSS,
      autoPrefixWXSS: !!setting.postcss,
    },
  }
  if (mode === 'preview') {
    options.qrcodeFormat = 'image'
    options.qrcodeOutputDest = path.resolve(env.WEAPP_PREVIEW_QR || path.join(dist, 'weapp-preview.png'))
    if (env.WEAPP_PREVIEW_PAGE) options.pagePath = env.WEAPP_PREVIEW_PAGE
  }
  return { errors, options }
}

/**
 * Alipay upload through minidev: ALIPAY_APPID, the tool identity (ALIPAY_TOOL_ID and the tool's private key,
 * ALIPAY_TOOL_PRIVATE_KEY_PATH or ALIPAY_TOOL_PRIVATE_KEY: open.alipay.com → 开发工具推荐 → 小程序开发者工具 → 工具密钥),
 * the build in dist/alipay made for that appid, the version and its notes. `identityFile` is where the identity
 * (`{ toolId, privateKey }`) will be written for `--identity-key-path`.
 */
function alipayPlan(env = process.env, { root = ROOT, dist = distDir(env, root), identityFile = '<identity.json>' } = {}) {
  const errors = []
  const appid = (env.ALIPAY_APPID || '').trim()
  if (!appid) errors.push("ALIPAY_APPID is not set: the appid of the hospital's Alipay mini-program (16 digits starting 20)")
  else if (!ALIPAY_APPID_RE.test(appid)) errors.push(`ALIPAY_APPID "${appid}" is not an Alipay appid (16 digits starting 20)`)
  const toolId = (env.ALIPAY_TOOL_ID || '').trim()
  if (!toolId) errors.push('ALIPAY_TOOL_ID is not set: the toolId of the tool key (open.alipay.com → 小程序开发者工具 → 工具密钥)')
  else if (!/^[A-Za-z0-9]{16,64}$/.test(toolId)) errors.push(`ALIPAY_TOOL_ID "${toolId}" is not a toolId (16 to 64 letters and digits)`)
  const keySetting = readKeySetting(env, 'ALIPAY_TOOL_PRIVATE_KEY')
  let privateKey = null
  if (keySetting.error) errors.push(keySetting.error)
  else if (!keySetting.text)
    errors.push("ALIPAY_TOOL_PRIVATE_KEY_PATH is not set: the tool key's private key (or its text in ALIPAY_TOOL_PRIVATE_KEY)")
  else {
    const parsed = parseRsaPrivateKey(keySetting.text)
    if (parsed.error) errors.push(`the tool private key in ${keySetting.from} ${parsed.error}`)
    else privateKey = keySetting.text.trim() // as the console gave it (minidev reads it itself)
  }
  const projectPath = path.join(dist, 'alipay')
  checkBuild(errors, {
    dir: projectPath,
    file: 'mini.project.json',
    appid: ALIPAY_APPID_RE.test(appid) ? appid : '',
    envName: 'ALIPAY_APPID',
    target: 'alipay',
  })
  const { version, notes } = versionAndNotes(root, errors)
  const args = ['upload', '--app-id', appid, '--project', projectPath, '--version', String(version), '--identity-key-path', identityFile]
  return { errors, args, identity: { toolId, privateKey }, version, notes }
}

/** the message of a failed platform call, without the stack: errCode / message of miniprogram-ci's errors */
function platformError(e) {
  if (!e) return 'unknown error'
  const code = e.code ?? e.errCode ?? e.errcode
  const msg = String(e.message || e.errMsg || e.errmsg || e)
    .split('\n')[0]
    .replace(/^(?:Error:\s*)+/, '')
  return code !== undefined && !msg.includes(String(code)) ? `${msg} (code ${code})` : msg
}

module.exports = { ROOT, readVersion, releaseNotes, uploadDescription, parseRsaPrivateKey, weappPlan, alipayPlan, platformError }
