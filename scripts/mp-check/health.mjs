#!/usr/bin/env node
/**
 * Health-record pages of a mini-program build (issue 13), booted as the logged-in demo user against the seeded
 * server:
 *
 *   bash scripts/with-server.sh node scripts/mp-check/health.mjs weapp --api '$API'
 *
 *  1. /healthRecord: the demo user's two seeded members (张伟, 李桂兰) and the vital cards with the latest values;
 *  2. /pressureRecord?memberId= of 张伟 (looked up through the API as that user): the week's readings render and the
 *     @antv/f2 trend chart draws on the Canvas type="2d" node (the fake runtime's recording 2D context: lines,
 *     points and the reference bands);
 *  3. /recordList?memberId= of 张伟: the seeded report (server/seed/records) under 检查报告, and the upload button.
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkWeapp } from './weapp.mjs'
import { runCheckCli } from './cli.mjs'
import { checkAlipay } from './alipay.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { builtPage, demoMemberId } from './demo.mjs'

export const MEMBERS = ['张伟', '李桂兰']

export async function checkHealth({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const memberId = await demoMemberId(api, MEMBERS[0])
  const base = { distDir, api, login: DEMO_LOGIN, quiet }
  const home = await check({
    ...base,
    page: builtPage(distDir, platform, '/healthRecord'),
    query: { hospitalId: '6' },
    expectTexts: [...MEMBERS, '血压', '血糖', '身高', '体重', 'mmHg'],
  })
  const pressure = await check({
    ...base,
    page: builtPage(distDir, platform, '/pressureRecord'),
    query: { hospitalId: '6', memberId: String(memberId) },
    expectTexts: ['张伟（本人）的血压记录', '血压趋势（mmHg）', '记录血压'],
    // a week of morning and evening readings: two lines of ~14 points each, a dot per point, the two bands
    expectCanvas: { lineTo: 10, arc: 10 },
  })
  // the uploaded reports of 张伟: the seeded report image (server/seed/records) listed under 检查报告
  const records = await check({
    ...base,
    page: builtPage(distDir, platform, '/recordList'),
    query: { hospitalId: '6', memberId: String(memberId) },
    expectTexts: [MEMBERS[0], '检查报告', '病历', '血常规', '上传检查报告'],
  })
  return {
    reports: [
      ['healthRecord', home],
      ['pressureRecord', pressure],
      ['recordList', records],
    ],
    failures: [...home.failures, ...pressure.failures, ...records.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('health', checkHealth)
