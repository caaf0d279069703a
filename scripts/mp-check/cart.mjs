#!/usr/bin/env node
/**
 * The cart page of a mini-program build, booted as a logged-in user with a seeded cart (issue 5: "weapp boot check
 * extended to the cart page"). Needs a running seeded server (scripts/with-server.sh):
 *
 *   bash scripts/with-server.sh node scripts/mp-check/cart.mjs weapp --api '$API'
 *   bash scripts/with-server.sh node scripts/mp-check/cart.mjs alipay --api '$API'
 *
 * Two boots of the cart page (the page of /shopCart in the route table):
 *  1. the demo user (server/seed: 13800138000 / demo1234) logs in through the API, two lines go into the cart
 *     (goods 6002 鱼跃腕式电子血压计 ¥199.00 x2, 6009 医用电子体温计 ¥29.90 x1, both in promotion 601 满399减50);
 *     the page must render the lines and the server's total ¥377.90; a tap on a stepper's + must change the total;
 *  2. booted again (same user and cart): a tap on 全选 unchecks everything and the total becomes ¥0.00.
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkStructure } from './structure.mjs'
import { checkWeapp } from './weapp.mjs'
import { runCheckCli } from './cli.mjs'
import { checkAlipay } from './alipay.mjs'
import { pageFileOfRoute } from '../lib/routes.mjs'

export const DEMO_LOGIN = '13800138000:demo1234'
export const CART_LINES = ['6002:60021:2', '6009:60091:1']
export const GOODS_NAMES = ['鱼跃腕式电子血压计', '医用电子体温计（软头）']
export const TOTAL = '¥377.90'
export const TOTAL_CLASS = 'cart-bar__money'

/** the built page of /shopCart (from the route table: page folders get renamed, spec paths stay) */
export function cartPage(distDir, platform) {
  const { app } = checkStructure(distDir, platform)
  const p = pageFileOfRoute('/shopCart')
  if (!app || !app.allPages.includes(p)) throw new Error(`/shopCart: its page ${p} is not in ${distDir}/app.json`)
  return p
}

export async function checkCart({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const page = cartPage(distDir, platform)
  const base = { distDir, api, page, query: { hospitalId: '6' }, login: DEMO_LOGIN, quiet, watchClass: TOTAL_CLASS }
  const stepper = await check({ ...base, cart: CART_LINES, expectTexts: [...GOODS_NAMES, '199.00', '29.90', TOTAL], tapText: '+' })
  const selectAll = await check({ ...base, expectTexts: GOODS_NAMES, tapText: '全选', afterTexts: ['¥0.00'] })
  return {
    page,
    reports: [
      ['stepper', stepper],
      ['select all', selectAll],
    ],
    failures: [...stepper.failures, ...selectAll.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('cart', checkCart)
