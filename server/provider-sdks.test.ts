/**
 * The server runs under tsx (npm run server, start-prod.mjs, the CI's servers), not jest's transform: the real
 * providers' SDKs must load there. tsx 4.19 under Node 20.19+ turned async-function/require.mjs (reached through
 * axios → form-data → get-intrinsic) into invalid code, so a production server with a real provider configured
 * crashed at start while every jest test of the providers passed.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

test('the providers’ SDKs load under tsx, as the server loads them', () => {
  const script = [
    "import 'wechatpay-axios-plugin'",
    "import 'alipay-sdk'",
    "import 'tencentcloud-sdk-nodejs-sms'",
    "import '@alicloud/dysmsapi20170525'",
    "console.log('loaded')",
  ].join(';')
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  expect(out.trim()).toBe('loaded')
}, 60_000)
