#!/usr/bin/env node
/**
 * Order pages of a mini-program build, booted as the logged-in demo user. In mini-program builds a page
 * module keeps only its default export, so a page that took a named helper from another page rendered
 * empty there while H5 and jest were fine (orderDetail, audit, defaultPerson; fixed, and guarded by
 * src/shared/routes/page-imports.test.ts). This boots the real built pages against the seeded server:
 *
 *   bash scripts/with-server.sh node scripts/mp-check/orders.mjs weapp --api '$API'
 *
 *  1. /webOrder (its page from the route table): the status tabs and the demo user's seeded offline orders;
 *  2. /orderDetail?id= of the seeded counter order LX2026060100102 (上门采血服务 ¥60.00, 待支付), its id
 *     looked up through the API as that user, with its actions 取消订单 / 去支付; a tap on 取消订单 opens
 *     the cancel-reason popup (价格贵 / 余额不足 / 暂时不需要).
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkWeapp } from './weapp.mjs'
import { runCheckCli } from './cli.mjs'
import { checkAlipay } from './alipay.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { builtPage, demoGet } from './demo.mjs'

export const ORDER_NO = 'LX2026060100102'

async function orderIdOf(api, orderNo) {
  const list = await demoGet(api, '/order-center/orderCenter/offlineOrders?status=101&pageNum=1&pageSize=20')
  const o = (list?.data?.list || []).find((x) => x.orderNo === orderNo)
  if (!o) throw new Error(`the seeded order ${orderNo} is not among the demo user's pending offline orders`)
  return o.id
}

export async function checkOrders({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const id = await orderIdOf(api, ORDER_NO)
  const base = { distDir, api, login: DEMO_LOGIN, quiet }
  const list = await check({
    ...base,
    page: builtPage(distDir, platform, '/webOrder'),
    query: { hospitalId: '6' },
    expectTexts: ['全部', '待支付', ORDER_NO, '上门采血服务'],
  })
  // the detail's actions come from the shared order-actions hook: 取消订单 opens the reason popup (SPEC reasons)
  const detail = await check({
    ...base,
    page: builtPage(distDir, platform, '/orderDetail'),
    query: { hospitalId: '6', id: String(id) },
    expectTexts: [ORDER_NO, '上门采血服务', '60.00', '待支付', '取消订单', '去支付'],
    tapText: '取消订单',
    afterTexts: ['价格贵', '余额不足', '暂时不需要'],
  })
  return {
    reports: [
      ['list', list],
      ['detail', detail],
    ],
    failures: [...list.failures, ...detail.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('orders', checkOrders)
