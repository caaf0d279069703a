/**
 * Chat extras (issue 15) and the health classes: a patient rates a consultation once (结束问诊 → stars and tags →
 * the rating shows, the button goes), sends a picture that comes back through its signed link and renders; the
 * health classes (/colledg → 更多 → /moreColledg) and the guide (/tutorial) render their seeded content.
 */
import zlib from 'node:zlib'
import type { Page } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test, expect } from './fixtures'

async function loginInBrowser(ctx: Ctx): Promise<void> {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
}

const ROOM = '.app-page[data-route="/chatRoom"][data-state="ready"]'

async function openConsult(page: Page, app: string) {
  await page.goto(`${app}/chatRoom?doctorId=602&type=1&hospitalId=6`)
  await page.waitForSelector(`${ROOM} .chat-composer`, { timeout: 20_000 })
}

async function sendText(page: Page, text: string) {
  const input = page.locator(`${ROOM} .chat-composer__input input, ${ROOM} input.chat-composer__input`).first()
  await input.fill(text)
  await page.locator(`${ROOM} .chat-composer__send`).click()
  await waitForPage(page, (t) => Array.from(document.querySelectorAll('.chat-msg__text')).some((e) => e.textContent === t), text, {
    timeout: 20_000,
  })
}

/** a small valid PNG (a 24 x 24 teal square) */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const c = Buffer.alloc(4)
    c.writeUInt32BE(crc(td))
    return Buffer.concat([len, td, c])
  }
  const w = 24
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(w, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([0x1a, 0x9e, 0x8f]))])
  const raw = Buffer.concat(Array.from({ length: w }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('a patient rates the consultation once after the doctor answered', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginInBrowser(ctx)
  await openConsult(page, ctx.app)
  // no rating before the doctor answered
  await expect(page.locator(`${ROOM} .chat-eval__open`)).toHaveCount(0)
  await sendText(page, '医生您好，体检发现血脂偏高')
  // the scripted doctor's greeting: now the rating bar shows
  await page.locator('.chat-eval__open').waitFor({ timeout: 20_000 })
  await page.locator('.chat-eval .nut-button', { hasText: '结束问诊' }).click()
  await waitForPage(
    page,
    () =>
      Array.from(document.querySelectorAll('.chat-msg--system')).some((e) => e.textContent === '本次问诊已结束，请对医生的服务进行评价'),
    null,
    {
      timeout: 20_000,
    },
  )
  await page.locator('.chat-eval__chip', { hasText: '解答专业' }).click()
  await page.locator('.chat-eval__chip', { hasText: '态度和蔼' }).click()
  await stable(page)
  await shot('chat2-evaluate-form')
  await page.locator('.chat-eval__submit').click()
  await page.locator('.chat-eval--done').waitFor({ timeout: 20_000 })
  await expect(page.locator('.chat-eval--done')).toContainText('解答专业、态度和蔼')
  await expect(page.locator('.chat-eval__open')).toHaveCount(0)
  // after a reload the rating is still there and cannot be given again
  await page.reload()
  await page.waitForSelector(`${ROOM} .chat-eval--done`, { timeout: 20_000 })
  await expect(page.locator('.chat-eval__open')).toHaveCount(0)
  await stable(page)
  await shot('chat2-evaluated')
})

test('a picture is sent, stored and shown through its members-only link', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginInBrowser(ctx)
  await openConsult(page, ctx.app)
  const chooser = page.waitForEvent('filechooser')
  await page.locator(`${ROOM} .chat-composer__image-btn`).click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png() })
  const img = page.locator(`${ROOM} .chat-msg--mine img.chat-msg__image, ${ROOM} .chat-msg--mine .chat-msg__image img`).first()
  await img.waitFor({ timeout: 20_000 })
  await expect.poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(24)
  // a file that is not a picture is refused with the server's message
  const chooser2 = page.waitForEvent('filechooser')
  await page.locator(`${ROOM} .chat-composer__image-btn`).click()
  await (await chooser2).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') })
  await page.getByText('仅支持 JPG、PNG 格式的图片').first().waitFor({ timeout: 20_000 })
  await expect(page.locator(`${ROOM} .chat-msg--mine .chat-msg__image-wrap`)).toHaveCount(1)
  await stable(page)
  await shot('chat2-image')
})

test('health classes and the guide render their seeded content', async ({ ctx }) => {
  const { page, shot } = ctx
  await page.goto(`${ctx.app}/colledg?hospitalId=6`)
  await page.locator('.co-section__title', { hasText: '慢病管理' }).waitFor({ timeout: 20_000 })
  await expect(page.locator('.co-card__title', { hasText: '一分钟看懂体检流程' })).toBeVisible()
  await stable(page)
  await shot('chat2-colledg')
  await page.locator('.co-section', { hasText: '营养与运动' }).locator('.co-section__more').click()
  await page.locator('.co-tabs__tab--on', { hasText: '营养与运动' }).waitFor({ timeout: 20_000 })
  await expect(page.locator('.app-page[data-route="/moreColledg"] .co-card')).toHaveCount(3)
  await stable(page)
  await shot('chat2-more-colledg')
  await page.goto(`${ctx.app}/tutorial?hospitalId=6`)
  await page.locator('.tu-step__title', { hasText: '预约体检' }).waitFor({ timeout: 20_000 })
  await stable(page)
  await shot('chat2-tutorial')
  await page.locator('.tu-step', { hasText: '紧急情况' }).locator('.tu-step__go').click()
  await page.waitForURL(/\/emergencyLine/)
})
