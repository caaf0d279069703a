#!/usr/bin/env node
/**
 * Maternity and children's vaccine pages of a mini-program build (issue 13 items 5-6), booted as the logged-in demo
 * user against the seeded server (the seed puts 王芳 at 20⁺⁰ weeks and 张小宝 at 8 months on the seed day):
 *
 *   bash scripts/with-server.sh node scripts/mp-check/maternity.mjs weapp --api '$API'
 *
 *  1. /maternal?memberId= of 王芳: the week, the due date, the next check (第3次, 孕20-24周), the danger signs with 120;
 *  2. /maternalList?memberId= of 王芳: the schedule with the current visit;
 *  3. /pediatric-services?memberId= of 张小宝: her age and the doses due now (麻腮风疫苗 第1剂, 待接种).
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkWeapp } from './weapp.mjs'
import { runCheckCli } from './cli.mjs'
import { checkAlipay } from './alipay.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { builtPage, demoMemberId } from './demo.mjs'

export async function checkMaternity({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const ids = { mother: String(await demoMemberId(api, '王芳')), child: String(await demoMemberId(api, '张小宝')) }
  const base = { distDir, api, login: DEMO_LOGIN, quiet }
  const maternal = await check({
    ...base,
    page: builtPage(distDir, platform, '/maternal'),
    query: { hospitalId: '6', memberId: ids.mother },
    expectTexts: ['王芳', '孕20周', '预产期', '孕20-24周', '拨打120'],
  })
  const list = await check({
    ...base,
    page: builtPage(distDir, platform, '/maternalList'),
    query: { hospitalId: '6', memberId: ids.mother },
    expectTexts: ['产检安排', '孕20-24周', '进行中', '已完成'],
  })
  const vaccines = await check({
    ...base,
    page: builtPage(distDir, platform, '/pediatric-services'),
    query: { hospitalId: '6', memberId: ids.child },
    expectTexts: ['张小宝', '8个月', '麻腮风疫苗 第1剂', '待接种', '已接种'],
  })
  return {
    reports: [
      ['maternal', maternal],
      ['maternalList', list],
      ['pediatric-services', vaccines],
    ],
    failures: [...maternal.failures, ...list.failures, ...vaccines.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('maternity', checkMaternity)
