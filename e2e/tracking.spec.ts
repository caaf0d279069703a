/**
 * Tracking (issue 18): an entry link with utm/spm, opened by a logged-in patient (who accepted the privacy policy
 * at login), records two page visits — sent when the page is left (a keepalive beacon, which Playwright does not
 * report as a page request: the server's aggregate is what is checked) — and the hospital's staff see them in the
 * aggregate for that campaign (utm). A visitor who has not accepted the privacy policy sends nothing.
 */
import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { apiLogin, putUserInStorage, quiet, settled, stable, staffApiHeaders } from './helpers'
import { test } from './fixtures'

const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d)

async function closeAd(page: Page) {
  await quiet(page)
  const popupClose = page.locator('.ad-popup__close:visible')
  if (await popupClose.count()) {
    await popupClose.first().click()
    await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
  }
  await stable(page)
}

test('an entry link with utm/spm: two page visits recorded for the campaign; nothing before the privacy policy is accepted', async ({
  ctx,
}) => {
  const { page, app, api } = ctx
  const utm = `e2e_${randomBytes(4).toString('hex')}`

  // a visitor: no consent yet, nothing is sent, even when the page is left
  await page.goto(`${app}/home?hospitalId=6&utm=${utm}_visitor&spm=a.b.c`)
  await settled(page)
  await closeAd(page)
  await page.goto('about:blank')

  // a logged-in patient (the agreement was ticked at login) opens the entry link and the person centre
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, await apiLogin(ctx, ctx.newPhone()))
  await page.goto(`${app}/home?hospitalId=6&utm=${utm}&spm=a.b.c`)
  await settled(page)
  await closeAd(page)
  await page.click('.app-tabbar .nut-tabbar-item:nth-child(4)')
  await page.waitForURL(/\/hospital\/personCenter/)
  await settled(page)
  await page.goto('about:blank') // leaving the page flushes the queue (a keepalive beacon)

  const H = await staffApiHeaders(api, 'operator', 6) // the figures are the staff console's (figures:read)
  const query = `from=${day(new Date(Date.now() - 86_400_000))}&to=${day(new Date())}`
  let rows: any[] = []
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    rows = (await api('GET', `/staff/figures/page-visits?${query}&utm=${utm}`, undefined, H)).body.data
    if (rows.length >= 2) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const paths = rows.map((r) => `${r.path} ${r.visits} ${r.visitors}`).sort()
  if (JSON.stringify(paths) !== JSON.stringify(['/home 1 1', '/personCenter 1 1']))
    throw new Error(`visits of ${utm}: ${JSON.stringify(rows)}`)

  const visitor = (await api('GET', `/staff/figures/page-visits?${query}&utm=${utm}_visitor`, undefined, H)).body.data
  if (visitor.length) throw new Error(`a visitor without consent was tracked: ${JSON.stringify(visitor)}`)
})
