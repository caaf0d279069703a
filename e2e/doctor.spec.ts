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

test('entry link ?entryType=chronic → the chronic home → join a team → its tabs', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  // a visitor lands on the chronic home: the login line, the chronic teams to join
  await page.goto(`${app}/home?hospitalId=6&entryType=chronic`)
  await page.waitForURL(/\/chronic\/workRoom/)
  await ready(ctx, '/chronic/workRoom')
  const home = (sel: string) => on('/chronic/workRoom', sel)
  await page.waitForSelector(home('.doc-section__text:has-text("登录后查看您的签约团队")'))
  await page.waitForSelector(home('.studio-row:has-text("李秀兰糖尿病管理工作室")'))
  await stable(page)
  await shot('chronic-home-visitor')
  // the store is kept per hospital and entry: the user logs in to the chronic entry's store
  await putUserInStorage(page, user, 'shop:store:6:chronic')
  await page.goto(`${app}/home?hospitalId=6&entryType=chronic`)
  await page.waitForURL(/\/chronic\/workRoom/)
  await ready(ctx, '/chronic/workRoom')
  // the entry's own part: no team yet, the chronic teams to join, the follow-up plan and the chronic goods
  await page.waitForSelector(home('.doc-section__title:has-text("我的签约团队")'))
  await page.waitForSelector(home('.doc-section__text:has-text("您还没有加入任何团队")'))
  await page.waitForSelector(home('.doc-section__title:has-text("我的随访计划")'))
  await page.waitForSelector(home('.entry-part__goods .goods-card'))
  // the chronic tab set: 首页 体检 商城 购物车
  await page.waitForSelector(home('.app-tabbar:has-text("体检"):has-text("商城"):has-text("购物车")'))
  await stable(page)
  await shot('chronic-home')

  // join 李秀兰糖尿病管理工作室's patient group from its page: its chat room opens
  await page.click(home('.studio-row:has-text("李秀兰糖尿病管理工作室")'))
  await ready(ctx, '/workRoomDetail')
  await page.click(on('/workRoomDetail', '.studio-page__join'))
  await page.waitForURL(/\/chatRoom\?.*groupId=\d+/)
  const groupId = Number(new URL(page.url()).searchParams.get('groupId'))
  const mine = (await ctx.api('GET', '/studio-patient/studio/mySignedStudios', undefined, { hospitalId: '6', token: user.token })).body.data
  if (mine.length !== 1 || mine[0].groupId !== groupId) throw new Error(`signed studios ${JSON.stringify(mine)}`)

  // back on the chronic home the team is listed; the tabs lead to the entry's check-up and cart
  await page.goto(`${app}/chronic/workRoom?hospitalId=6&entryType=chronic`)
  await ready(ctx, '/chronic/workRoom')
  await page.waitForSelector(home('.entry-part__teams .studio-row:has-text("李秀兰糖尿病管理工作室")'))
  await stable(page)
  await shot('chronic-home-joined')
  await page.click(home('.app-tabbar .nut-tabbar-item:has-text("体检")'))
  await page.waitForURL(/\/checkup\/home\/index/)
  await page.goto(`${app}/chronic/workRoom?hospitalId=6&entryType=chronic`)
  await ready(ctx, '/chronic/workRoom')
  await page.click(home('.app-tabbar .nut-tabbar-item:has-text("购物车")'))
  await page.waitForURL(/\/shop\/shoppingCart/)

  // /groupDoctorHome: the team with its members and services, the chat entry
  await page.goto(`${app}/groupDoctorHome?hospitalId=6&entryType=chronic`)
  await ready(ctx, '/groupDoctorHome')
  await page.waitForSelector(on('/groupDoctorHome', '.studio-sections__name:has-text("李秀兰糖尿病管理工作室")'))
  await page.waitForSelector(on('/groupDoctorHome', '.doc-row:has-text("冯雅琴")'))
  await page.waitForSelector('.group-home__enter')
  await stable(page)
  await shot('group-doctor-home')
})

test('the consult and studio entry homes show their own part', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}/consult/consult?hospitalId=6`)
  await ready(ctx, '/consult/consult')
  await page.waitForSelector(on('/consult/consult', '.entry-part__dep-name:has-text("全部科室")'))
  await page.waitForSelector(on('/consult/consult', '.entry-part--consult .doc-row'))
  await stable(page)
  await shot('consult-home')
  await page.goto(`${app}/studio/doctor?hospitalId=6`)
  await ready(ctx, '/studio/doctor')
  await page.waitForSelector(on('/studio/doctor', '.studio-sections__name'))
  await page.waitForSelector(on('/studio/doctor', '.entry-part--studio .goods-card'))
  await page.waitForSelector(on('/studio/doctor', '.nut-button:has-text("加入患者群")'))
  await stable(page)
  await shot('studio-doctor-home')
})
