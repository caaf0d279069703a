/**
 * Medical-record uploads (issue 13 item 7): a member with the health consent → /addRecord: name, date, a report
 * image chosen through the browser's file picker (<input type=file>) → uploaded → /recordList lists it →
 * /reportDetail shows the image (fetched with the login headers: the API serves it to its owner only). A script
 * named .jpg is refused on screen with the server's message. /healthRecord offers its PDF. Screenshots:
 * test-results/screens/records-*.png.
 */
import type { Response } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { expect, test } from './fixtures'
import { solidPng } from '../test-support/server/images'
import { RECORD_FILE_TYPE } from '../src/domain/messages/records'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function loginInBrowser(ctx: Ctx) {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return user.token as string
}

async function replyOf(ctx: Ctx, path: string, act: () => Promise<void>): Promise<any> {
  const res = ctx.page.waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(path))
  await act()
  return (await res).json()
}

async function chooseFile(ctx: Ctx, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = ctx.page.waitForEvent('filechooser')
  await ctx.page.click(button)
  await (await chooser).setFiles(file)
}

test('records: upload a report image on /addRecord, see it in /recordList and /reportDetail', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  const m = await ctx.api(
    'POST',
    '/user-center/createConsultationer',
    { name: '王芳', relation: 'parent', sex: 2, birthDate: '1958-04-12', healthConsent: true },
    { token },
  )
  const memberId = m.body.data.id as number

  await page.goto(`${ctx.app}/recordList?hospitalId=6&memberId=${memberId}`)
  const list = on('/recordList')
  await page.waitForSelector(`${list} .record-upload`)
  await stable(page)
  await shot('records-list-empty')

  await page.click(`${list} .record-upload`)
  const add = on('/addRecord')
  await page.waitForSelector(`${add} .add-record__submit`)
  await page.fill(`${add} input[name="recordTitle"]`, '血常规')
  await page.fill(`${add} input[name="recordDate"]`, '2026-01-10')
  await page.fill(`${add} input[name="recordHospital"]`, '市第一医院')

  // a script disguised as an image: the server reads the content and refuses it with its message
  await chooseFile(ctx, `${add} .add-record__pick-image`, {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('#!/bin/sh\necho hi\n'),
  })
  const refused = await replyOf(ctx, '/createHealthRecord', () => page.click(`${add} .add-record__submit`))
  expect(refused.msg).toBe(RECORD_FILE_TYPE)
  await waitForPage(
    page,
    (t) => (document.querySelector('.add-record .member-form__error')?.textContent || '').includes(t),
    RECORD_FILE_TYPE,
  )

  await chooseFile(ctx, `${add} .add-record__pick-image`, {
    name: '血常规.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 200, [46, 160, 120]),
  })
  await page.waitForSelector(`${add} .add-record__preview`)
  await stable(page)
  await shot('records-add')
  const created = await replyOf(ctx, '/createHealthRecord', () => page.click(`${add} .add-record__submit`))
  expect(created.code).toBe(200)
  expect(created.data).toMatchObject({ title: '血常规', fileKind: 'png', recordDate: '2026-01-10' })

  await page.waitForSelector(`${list} .record-item`)
  expect(await page.locator(`${list} .record-item__title`).allTextContents()).toEqual(['血常规'])
  await stable(page)
  await shot('records-list')

  await page.click(`${list} .record-item`)
  const detail = on('/reportDetail')
  await page.waitForSelector(`${detail} .report-detail__image img`)
  await waitForPage(page, () => {
    const img = document.querySelector('.report-detail__image img') as HTMLImageElement | null
    return !!img && img.complete && img.naturalWidth === 300
  })
  expect(await page.textContent(`${detail} .report-detail__title`)).toBe('血常规')
  await stable(page)
  await shot('records-detail')

  // the health record home links the records and offers the PDF
  await page.goto(`${ctx.app}/healthRecord?hospitalId=6&memberId=${memberId}`)
  await page.waitForSelector(`${on('/healthRecord')} .health-export__pdf`)
  await stable(page)
  await page.locator(`${on('/healthRecord')} .health-export`).scrollIntoViewIfNeeded()
  await shot('records-health-home-pdf')
  const download = page.waitForEvent('download')
  await page.click(`${on('/healthRecord')} .health-export__pdf`)
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
})
