/**
 * Doctor journey (issue 14): home → famous doctor → doctor page → studio → a studio good into the cart.
 * Seed data: server/seed/browse (hospital 6 home with famous doctors) and server/seed/content (李秀兰 leads
 * 李秀兰糖尿病管理工作室, whose goods include 三诺安稳+血糖仪套装（含试纸）, spec 试纸数量 50支/100支).
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, quiet, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

/** a selector inside the visible page of a route (pages below it in the stack stay in the DOM, hidden) */
const on = (route: string, sel: string) => `.app-page[data-route="${route}"] ${sel}`

const ready = (ctx: Ctx, route: string) =>
  ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })

test('doctor: home → famous doctor → doctor page → studio → a studio good into the cart', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${app}/home?hospitalId=6`)
  await ready(ctx, '/home')
  // the home's popup ad (shown once) is closed first
  await quiet(page)
  if (await page.isVisible('.ad-popup__img')) {
    await page.click('.ad-popup__close')
    await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
  }

  // the famous doctors block of the home
  const card = page.locator('.magic-doctor', { hasText: '李秀兰' })
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await page.waitForURL(/\/doctorHome\?.*doctorId=602/)
  await ready(ctx, '/doctorHome')
  await page.waitForSelector(on('/doctorHome', '.doctor-home__name:has-text("李秀兰")'))
  await page.waitForSelector(on('/doctorHome', '.doctor-home__title:has-text("主任医师")'))
  await page.waitForSelector(on('/doctorHome', '.doc-tags__item:has-text("糖尿病胰岛素强化治疗")'))
  await stable(page)
  await shot('doctor-home')

  // the doctor's studio
  await page.click(on('/doctorHome', '.studio-row:has-text("李秀兰糖尿病管理工作室")'))
  await page.waitForURL(/\/workRoomDetail\?.*studioId=61/)
  await ready(ctx, '/workRoomDetail')
  await page.waitForSelector(on('/workRoomDetail', '.doc-row:has-text("冯雅琴")'))
  await stable(page)
  await shot('studio')

  // a studio good into the cart
  const before = (await ctx.api('GET', '/order-center/cart/queryGoodsNum', undefined, { hospitalId: '6', token: user.token })).body.data
  await page.click(on('/workRoomDetail', '.goods-card:has-text("三诺安稳+血糖仪套装")'))
  await ready(ctx, '/productionDetail')
  await page.waitForSelector(on('/productionDetail', '.pd__name:has-text("血糖仪")'))
  await page.click(on('/productionDetail', '.pd-bar__btn--cart'))
  await page.click('.sku-popup__value:has-text("50支")')
  await page.waitForSelector('.sku-popup__confirm', { state: 'visible' })
  await page.click('.sku-popup__confirm')
  await waitForPage(
    page,
    (t) => Array.from(document.querySelectorAll('.taro__toast')).some((e) => (e.textContent || '').includes(t)),
    '加入购物车成功',
    { timeout: 10_000 },
  )
  const after = (await ctx.api('GET', '/order-center/cart/queryGoodsNum', undefined, { hospitalId: '6', token: user.token })).body.data
  if (!(after.total > (before?.total ?? 0))) throw new Error(`cart count ${JSON.stringify(before)} -> ${JSON.stringify(after)}`)
  await stable(page)
  await shot('studio-good-in-cart')
})

test('video: /hospital-video → a video plays on H5 (currentTime advances)', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}/hospital-video?hospitalId=6`)
  await ready(ctx, '/hospital-video')
  await page.waitForSelector('.ct-video__duration:has-text("00:08")')
  await stable(page)
  await shot('hospital-video')
  await page.click(on('/hospital-video', '.ct-video:has-text("居家测血压")'))
  await page.waitForURL(/\/hospital-video-detail\?.*id=2/)
  await ready(ctx, '/hospital-video-detail')
  await page.waitForSelector('.ct-player video')
  // muted, so the browser's autoplay policy lets the test start it (a patient taps the play button)
  await page.evaluate(() => {
    const v = document.querySelector('.ct-player video') as HTMLVideoElement
    v.muted = true
    return v.play()
  })
  await waitForPage(
    page,
    () => ((document.querySelector('.ct-player video') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.5,
    undefined,
    {
      timeout: 15_000,
    },
  )
  await shot('hospital-video-detail')
})
