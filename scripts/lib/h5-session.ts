/**
 * A logged-in H5 session for the measurements of pages behind the login (scripts/cls.ts, the Lighthouse runs of
 * scripts/budgets.ts): the demo user (seed) logs in through the API, the app is opened once in a throwaway
 * context so that it writes its own storage (version key, store), then the user is put into the hospital's
 * store as a login leaves it (src/shared/store/persist.ts; the same shape as e2e/helpers.ts putUserInStorage).
 * The result is a Playwright storage state: localStorage only, no cookies, no HTTP cache — a measured page still
 * loads every byte from the network.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { newContext } from './browser'

export const DEMO_USER = { phone: '13800138000', password: 'demo1234' }

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export async function demoStorageState(browser: Browser, base: string, hospitalId = 6): Promise<StorageState> {
  const res = await fetch(new URL('/user-center/passwordLogin', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', hospitalId: String(hospitalId) },
    body: JSON.stringify({ registerName: DEMO_USER.phone, password: DEMO_USER.password }),
  })
  const user = (await res.json())?.data
  if (!user?.token) throw new Error(`passwordLogin of the demo user failed: ${res.status}`)
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${base}/hospital/home?hospitalId=${hospitalId}`, { timeout: 60_000 })
    await page.waitForSelector('.app-page[data-state]', { state: 'visible', timeout: 60_000 })
    await page.evaluate(
      ([u, key]) => {
        const raw = localStorage.getItem(key)
        const outer = raw ? JSON.parse(raw) : { data: '{}' }
        const wrapped = outer && typeof outer === 'object' && 'data' in outer
        let state = wrapped ? outer.data : outer
        const asString = typeof state === 'string'
        if (asString) state = JSON.parse(state)
        state = state || {}
        state.user = {
          ...(state.user || {}),
          userInfo: { userBase: u.userBase, userThird: u.userThird ?? null, token: u.token },
          loginType: 1,
        }
        const value = asString ? JSON.stringify(state) : state
        localStorage.setItem(key, JSON.stringify(wrapped ? { ...outer, data: value } : value))
      },
      [user, `shop:store:${hospitalId}:shop`] as const,
    )
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/** a session token of the seed's demo user (password login) */
async function demoToken(base: string, headers: Record<string, string>): Promise<string> {
  const login = await (
    await fetch(new URL('/user-center/passwordLogin', base), {
      method: 'POST',
      headers,
      body: JSON.stringify({ registerName: DEMO_USER.phone, password: DEMO_USER.password }),
    })
  ).json()
  const token = login?.data?.token
  if (!token) throw new Error('passwordLogin of the demo user failed')
  return token
}

/** the id of the demo user's latest report of 张伟 (seed), for the report detail page */
export async function demoReportId(base: string, hospitalId = 6): Promise<number> {
  const H = { 'content-type': 'application/json', hospitalId: String(hospitalId) }
  const token = await demoToken(base, H)
  const page = await (await fetch(new URL('/zeus/report/queryReportListByPage?pageSize=20', base), { headers: { ...H, token } })).json()
  const r = (page?.data?.list || []).find((x: { person?: { name?: string } }) => x.person?.name === '张伟')
  if (!r) throw new Error('the demo user has no seeded report of 张伟')
  return r.id
}

/** puts one of each goods (its first sku) into the demo user's cart, for the measurements of the cart page */
export async function demoCartLines(base: string, goodsIds: number[], hospitalId = 6): Promise<void> {
  const H = { 'content-type': 'application/json', hospitalId: String(hospitalId) }
  const token = await demoToken(base, H)
  for (const goodsId of goodsIds) {
    const sku = await (await fetch(new URL(`/goods-center/goods/goodsSku?goodsId=${goodsId}`, base), { headers: H })).json()
    const skuId = sku?.data?.skus?.[0]?.id ?? sku?.data?.skus?.[0]?.skuId
    const r = await (
      await fetch(new URL('/order-center/cart/addCart', base), {
        method: 'POST',
        headers: { ...H, token },
        body: JSON.stringify({ goodsId, skuId, goodsNum: 1 }),
      })
    ).json()
    if (r?.code !== 200) throw new Error(`addCart of goods ${goodsId} for the demo user: ${JSON.stringify(r).slice(0, 200)}`)
  }
}
