/// <reference types="jest" />
// The release commands (issue 34) up to the network call: the project files of a build, the version and notes, the
// keys, the arguments, and the commands themselves refusing a missing or malformed setting (exit 1, a clear message).
import { execFileSync, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { alipayPlan, parseRsaPrivateKey, platformError, readVersion, releaseNotes, uploadDescription, weappPlan, ROOT } from './lib.cjs'
import { alipayProjectConfig, consoleDomains, readAppEnv, writeProjectFile, TOURIST_APPID } from '../../config/release.cjs'
import { APP_VERSION } from '../../server/lib/version'

const WX = 'wx0123456789abcdef'
const ALI = '2021004171608216'
const TOOL_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
/** WeChat's upload key file: PKCS#1 PEM */
const wxKeyPem = rsa.export({ type: 'pkcs1', format: 'pem' }).toString()
/** Alipay's tool key as the console shows it: the PKCS#8 body, base64, no PEM lines */
const aliKeyBase64 = rsa.export({ type: 'pkcs8', format: 'der' }).toString('base64')
const ecPem = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

function file(name: string, text: string) {
  const f = path.join(tmp, name)
  fs.mkdirSync(path.dirname(f), { recursive: true })
  fs.writeFileSync(f, text)
  return f
}

/** a dist folder with the weapp and alipay outputs' project files, written the way the build writes them */
function dist(name: string, env: Record<string, string>) {
  const dir = path.join(tmp, name)
  for (const t of ['weapp', 'alipay']) {
    fs.mkdirSync(path.join(dir, t), { recursive: true })
    writeProjectFile(t, path.join(dir, t), readAppEnv(env))
  }
  return dir
}

describe('the project files of a build', () => {
  it('carry WEAPP_APPID and ALIPAY_APPID, rooted at the output, with the compression settings for uploads', () => {
    const d = dist('with-ids', { WEAPP_APPID: WX, ALIPAY_APPID: ALI, MP_NAME: '某医院健康商城' })
    const weapp = JSON.parse(fs.readFileSync(path.join(d, 'weapp', 'project.config.json'), 'utf8'))
    expect(weapp).toMatchObject({ appid: WX, projectname: '某医院健康商城', miniprogramRoot: './', compileType: 'miniprogram' })
    expect(weapp.setting).toMatchObject({ minified: true, minifyWXML: true, minifyWXSS: true })
    const alipay = JSON.parse(fs.readFileSync(path.join(d, 'alipay', 'mini.project.json'), 'utf8'))
    expect(alipay).toMatchObject({ appid: ALI, miniprogramRoot: './', format: 2, compileType: 'mini' })
  })

  it('keep working for development without them: the tourist appid, no Alipay appid', () => {
    const d = dist('without-ids', {})
    expect(JSON.parse(fs.readFileSync(path.join(d, 'weapp', 'project.config.json'), 'utf8')).appid).toBe(TOURIST_APPID)
    expect(JSON.parse(fs.readFileSync(path.join(d, 'alipay', 'mini.project.json'), 'utf8'))).not.toHaveProperty('appid')
    expect(alipayProjectConfig({ appid: 'stale' }, readAppEnv({}))).not.toHaveProperty('appid')
  })

  it('refuse a malformed appid (the build fails on it)', () => {
    expect(readAppEnv({ WEAPP_APPID: 'wx123', ALIPAY_APPID: '1234' }).errors).toEqual([
      expect.stringContaining('WEAPP_APPID "wx123" is not a WeChat appid'),
      expect.stringContaining('ALIPAY_APPID "1234" is not an Alipay appid'),
    ])
    expect(readAppEnv({ WEAPP_APPID: WX, ALIPAY_APPID: ALI }).errors).toEqual([])
  })
})

describe('version and release notes', () => {
  it('one x.y.z version in package.json, with its notes in CHANGELOG.md', () => {
    const version = readVersion()
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    const notes = releaseNotes(version, fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'))
    expect(notes).toBeTruthy()
    expect(uploadDescription(version, notes!).length).toBeLessThanOrEqual(200)
  })

  it("is the server's version and the builds' version key (APP_VERSION defaults to it)", () => {
    expect(APP_VERSION).toBe(readVersion())
    const config = fs.readFileSync(path.join(ROOT, 'config/index.ts'), 'utf8')
    expect(config).toContain('__APP_VERSION__: JSON.stringify(process.env.APP_VERSION || appVersion())')
  })

  it('takes the section of the version only, as plain lines', () => {
    const log =
      '# Changelog\n\n## [Unreleased]\n\n- later\n\n## [1.2.0] - 2027-01-05\n\n### Added\n- **体检**预约改期\n- 报告 `PDF` 下载\n\n## [1.1.0] - 2026-12-01\n\n- old\n'
    expect(releaseNotes('1.2.0', log)).toBe('Added；体检预约改期；报告 PDF 下载')
    expect(releaseNotes('1.1.0', log)).toBe('old')
    expect(releaseNotes('1.3.0', log)).toBeNull()
    expect(uploadDescription('1.2.0', 'x'.repeat(300))).toHaveLength(200)
  })
})

describe('keys', () => {
  it('reads an RSA private key as PEM (WeChat) or bare base64 PKCS#8 (Alipay)', () => {
    expect(parseRsaPrivateKey(wxKeyPem).error).toBeUndefined()
    expect(parseRsaPrivateKey(aliKeyBase64).error).toBeUndefined()
  })

  it.each([
    ['', 'is empty'],
    ['not a key at all!', 'is neither a PEM private key nor base64'],
    ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', 'is a PEM file but not a private key'],
    ['-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----', 'could not be read as a private key'],
    ['QUJDREVG', 'could not be read as a private key'],
    [ecPem, 'is a ec key, not RSA'],
  ])('refuses %j', (text, message) => {
    expect(parseRsaPrivateKey(text).error).toContain(message)
  })
})

describe('release:weapp / preview:weapp arguments', () => {
  const key = file('private.wx.key', wxKeyPem)

  it('lists every missing setting', () => {
    const { errors } = weappPlan('upload', {}, { dist: path.join(tmp, 'nowhere') })
    expect(errors).toEqual([
      expect.stringContaining('WEAPP_APPID is not set'),
      expect.stringContaining('WEAPP_UPLOAD_KEY_PATH is not set'),
      expect.stringContaining('project.config.json is missing: build first'),
    ])
  })

  it('refuses a malformed key, an unreadable key file, a bad robot and a build for another appid', () => {
    const d = dist('other-appid', { WEAPP_APPID: 'wxfedcba9876543210' })
    const bad = file('bad.key', '-----BEGIN RSA PRIVATE KEY-----\nnot base64 at all\n-----END RSA PRIVATE KEY-----\n')
    expect(weappPlan('upload', { WEAPP_APPID: WX, WEAPP_UPLOAD_KEY_PATH: bad, WEAPP_ROBOT: '31' }, { dist: d }).errors).toEqual([
      expect.stringMatching(/^the upload key in WEAPP_UPLOAD_KEY_PATH \(.*bad\.key\) could not be read as a private key/),
      'WEAPP_ROBOT "31" must be a number from 1 to 30 (the CI robot)',
      expect.stringContaining(`was built for appid wxfedcba9876543210, not ${WX}: rebuild with WEAPP_APPID=${WX}`),
    ])
    expect(weappPlan('upload', { WEAPP_APPID: 'wx12', WEAPP_UPLOAD_KEY_PATH: path.join(tmp, 'missing.key') }, { dist: d }).errors).toEqual([
      'WEAPP_APPID "wx12" is not a WeChat appid (wx followed by 16 hex digits)',
      expect.stringMatching(/^WEAPP_UPLOAD_KEY_PATH: cannot read .*missing\.key \(ENOENT\)$/),
    ])
  })

  it('builds the upload: project, version, notes as the description, robot, compression settings', () => {
    const d = dist('weapp-ok', { WEAPP_APPID: WX })
    const { errors, options } = weappPlan('upload', { WEAPP_APPID: WX, WEAPP_UPLOAD_KEY_PATH: key, WEAPP_ROBOT: '3' }, { dist: d })
    expect(errors).toEqual([])
    const version = readVersion()
    expect(options).toMatchObject({
      project: { appid: WX, type: 'miniProgram', projectPath: path.join(d, 'weapp') },
      version,
      robot: 3,
      setting: { minify: true, minifyJS: true, minifyWXML: true, minifyWXSS: true, es6: false },
    })
    expect(options.desc).toMatch(new RegExp(`^v${version.replace(/\./g, '\\.')}：`))
    expect(crypto.createPrivateKey(options.project.privateKey!).asymmetricKeyType).toBe('rsa')
    expect(options).not.toHaveProperty('qrcodeOutputDest')
    const preview = weappPlan(
      'preview',
      { WEAPP_APPID: WX, WEAPP_UPLOAD_KEY: wxKeyPem, WEAPP_PREVIEW_QR: path.join(tmp, 'qr.png') },
      { dist: d },
    )
    expect(preview.errors).toEqual([])
    expect(preview.options).toMatchObject({ qrcodeFormat: 'image', qrcodeOutputDest: path.join(tmp, 'qr.png'), robot: 1 })
  })
})

it("a platform's refusal is its message and code, not a stack", () => {
  // what miniprogram-ci throws without the network (seen: `release:weapp` with a valid key on this machine)
  const e = Object.assign(new Error('Error: getaddrinfo ENOTFOUND servicewechat.com'), { code: 20001 })
  expect(platformError(e)).toBe('getaddrinfo ENOTFOUND servicewechat.com (code 20001)')
  expect(platformError({ errCode: -10008, errMsg: 'invalid ip: 1.2.3.4, reference: https://…' })).toBe(
    'invalid ip: 1.2.3.4, reference: https://… (code -10008)',
  )
})

describe('release:alipay arguments', () => {
  it('lists every missing setting, refuses malformed ones', () => {
    expect(alipayPlan({}, { dist: path.join(tmp, 'nowhere') }).errors).toEqual([
      expect.stringContaining('ALIPAY_APPID is not set'),
      expect.stringContaining('ALIPAY_TOOL_ID is not set'),
      expect.stringContaining('ALIPAY_TOOL_PRIVATE_KEY_PATH is not set'),
      expect.stringContaining('mini.project.json is missing: build first'),
    ])
    const d = dist('ali-other', { ALIPAY_APPID: '2021000000000001' })
    expect(alipayPlan({ ALIPAY_APPID: ALI, ALIPAY_TOOL_ID: 'x-y', ALIPAY_TOOL_PRIVATE_KEY: ecPem }, { dist: d }).errors).toEqual([
      'ALIPAY_TOOL_ID "x-y" is not a toolId (16 to 64 letters and digits)',
      'the tool private key in ALIPAY_TOOL_PRIVATE_KEY is a ec key, not RSA',
      expect.stringContaining(`was built for appid 2021000000000001, not ${ALI}`),
    ])
  })

  it('builds the minidev upload arguments and the identity', () => {
    const d = dist('ali-ok', { ALIPAY_APPID: ALI })
    const plan = alipayPlan(
      { ALIPAY_APPID: ALI, ALIPAY_TOOL_ID: TOOL_ID, ALIPAY_TOOL_PRIVATE_KEY: aliKeyBase64 },
      { dist: d, identityFile: '/x/id.json' },
    )
    expect(plan.errors).toEqual([])
    expect(plan.args).toEqual([
      'upload',
      '--app-id',
      ALI,
      '--project',
      path.join(d, 'alipay'),
      '--version',
      readVersion(),
      '--identity-key-path',
      '/x/id.json',
    ])
    expect(plan.identity).toEqual({ toolId: TOOL_ID, privateKey: aliKeyBase64 })
  })
})

describe('the commands', () => {
  const run = (script: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/release', script), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', TMPDIR: env.TMPDIR ?? tmp, RELEASE_DIST: path.join(tmp, 'no-build'), ...env },
      timeout: 30000,
    })

  it('release:weapp without a key: a clear message, exit 1', () => {
    const r = run('weapp.mjs', ['upload'], { WEAPP_APPID: WX })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('release:weapp: cannot upload:')
    expect(r.stderr).toContain('WEAPP_UPLOAD_KEY_PATH is not set')
    expect(r.stderr).not.toMatch(/\n\s+at /) // no stack trace
  })

  it('release:weapp / preview:weapp with a malformed key: a clear message, exit 1', () => {
    const bad = file('malformed.key', 'not a key: the console gives a PEM file')
    for (const mode of ['upload', 'preview']) {
      const r = run('weapp.mjs', [mode], { WEAPP_APPID: WX, WEAPP_UPLOAD_KEY_PATH: bad })
      expect(r.status).toBe(1)
      expect(r.stderr).toContain(`${mode === 'upload' ? 'release' : 'preview'}:weapp: cannot ${mode}:`)
      expect(r.stderr).toContain('is neither a PEM private key nor base64')
      expect(r.stderr).not.toMatch(/\n\s+at /)
    }
  })

  it('release:alipay without the identity, or with a malformed key: a clear message, exit 1, no identity left behind', () => {
    const own = fs.mkdtempSync(path.join(tmp, 'tmpdir-'))
    const r = run('alipay.mjs', [], { ALIPAY_APPID: ALI, TMPDIR: own })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('release:alipay: cannot upload:')
    expect(r.stderr).toContain('ALIPAY_TOOL_ID is not set')
    const m = run('alipay.mjs', [], { ALIPAY_APPID: ALI, ALIPAY_TOOL_ID: TOOL_ID, ALIPAY_TOOL_PRIVATE_KEY: 'QUJDREVG', TMPDIR: own })
    expect(m.status).toBe(1)
    expect(m.stderr).toContain('the tool private key in ALIPAY_TOOL_PRIVATE_KEY could not be read as a private key')
    expect(m.stderr).not.toMatch(/\n\s+at /)
    expect(fs.readdirSync(own)).toEqual([])
  })

  it('release:alipay with everything valid runs minidev with the arguments and the identity file, then removes it', () => {
    const d = dist('ali-run', { ALIPAY_APPID: ALI })
    // MINIDEV stands in for Alipay's CLI (which needs the network) and records what it was given
    const record = path.join(tmp, 'minidev-call.json')
    const fake = file(
      'fake-minidev.js',
      `const fs=require('fs');const a=process.argv.slice(2);const id=a[a.indexOf('--identity-key-path')+1];` +
        `fs.writeFileSync(${JSON.stringify(record)},JSON.stringify({args:a,identity:JSON.parse(fs.readFileSync(id,'utf8')),mode:fs.statSync(id).mode&0o777}));` +
        `console.error('minidev: 网络不可用');process.exit(7)`,
    )
    const own = fs.mkdtempSync(path.join(tmp, 'tmpdir-'))
    const r = run('alipay.mjs', [], {
      ALIPAY_APPID: ALI,
      RELEASE_DIST: d,
      ALIPAY_TOOL_ID: TOOL_ID,
      ALIPAY_TOOL_PRIVATE_KEY: aliKeyBase64,
      MINIDEV: `${process.execPath} ${fake}`,
      TMPDIR: own,
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('minidev: 网络不可用')
    expect(r.stderr).toContain('release:alipay: minidev upload failed (exit 7)')
    const call = JSON.parse(fs.readFileSync(record, 'utf8'))
    expect(call.args.slice(0, 7)).toEqual(['upload', '--app-id', ALI, '--project', path.join(d, 'alipay'), '--version', readVersion()])
    expect(call.args[7]).toBe('--identity-key-path')
    expect(call.identity).toEqual({ toolId: TOOL_ID, privateKey: aliKeyBase64 })
    expect(call.mode).toBe(0o600)
    expect(fs.readdirSync(own)).toEqual([])
  })

  it('release:domains lists the API and asset origins for the consoles, https only', () => {
    const d = consoleDomains({
      API_BASE: 'https://api.hospital.example/x',
      API_BASE_USER_CENTER: 'https://uc.hospital.example',
      ASSET_HOST: 'https://static.hospital.example',
    })
    expect(d).toEqual({
      request: ['https://api.hospital.example', 'https://uc.hospital.example'],
      socket: ['wss://api.hospital.example', 'wss://uc.hospital.example'],
      uploadFile: ['https://api.hospital.example', 'https://uc.hospital.example'],
      downloadFile: ['https://api.hospital.example', 'https://static.hospital.example', 'https://uc.hospital.example'],
      errors: [],
    })
    expect(consoleDomains({ API_BASE: 'http://localhost:3000' }).errors).toEqual([
      'http://localhost:3000: the platforms accept https:// (and wss://) domains only',
    ])
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/release/domains.mjs')], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', API_BASE: 'https://api.hospital.example' },
    })
    expect(out).toContain('socket 合法域名')
    expect(out).toContain('wss://api.hospital.example')
  })
})
