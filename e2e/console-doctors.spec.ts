/**
 * The doctors desk on both sides (issue 33 item 4): an operator, in the console, adds a department, adds a doctor to
 * it with a photo (uploaded), a title, a speciality and a fee, marks them famous, and adds them to a studio's team;
 * a patient on H5 then finds the doctor on the famous-doctor list (/famousDoctor) and in the studio's page
 * (/workRoomDetail). Afterwards the studio's team is put back and the doctor hidden (the servers are shared by the
 * journeys of a worker).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { settled, stable } from './helpers'
import { devStaff, staffContext } from './console-helpers'
import { solidPng } from '../test-support/server/images'

/** the seed's 骨科康复工作室 of hospital 6 */
const STUDIO = { id: 63, name: '骨科康复工作室' }

/** an antd Select by its label: open it, type `typed` when given, pick the option whose title starts with `option` */
async function choose(page: Page, root: Locator, label: string, option: string, typed?: string) {
  const input = root.getByLabel(label, { exact: true })
  await input.click()
  if (typed !== undefined) await input.fill(typed)
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${option}"]`).first().click()
}

test('a doctor added in the console (department, photo, famous, studio team) is on the patient famous list and studio page', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const stamp = String(Date.now()).slice(-6)
  const depName = `测试科${stamp}`
  const doctorName = `林医生${stamp}`
  const operator = await devStaff(api, 'operator', 6)
  const studioBefore = (await api<any>('GET', `/staff/people/studios/detail?id=${STUDIO.id}`, undefined, operator.headers)).body.data
  const op = await staffContext(browser, clientIp, { session: operator, base })

  // 1. the department
  await op.page.goto(`${base}/console/doctors`)
  await expect(op.page.getByRole('heading', { level: 1, name: '医生与科室' })).toBeVisible({ timeout: 30_000 })
  await expect(op.page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await op.page.getByRole('tab', { name: '科室' }).click()
  await op.page.getByLabel('新科室名称').fill(depName)
  await op.page.getByRole('button', { name: '添加科室' }).click()
  await expect(op.page.getByRole('button', { name: depName, exact: true })).toBeVisible({ timeout: 15_000 })

  // 2. the doctor: title, department, photo, a speciality, famous (last in the famous order), a fee
  await op.page.getByRole('tab', { name: '医生' }).click()
  await op.page.getByRole('button', { name: '新建医生' }).click()
  const drawer = op.page.getByRole('dialog', { name: '新建医生' })
  await drawer.getByLabel('姓名', { exact: true }).fill(doctorName)
  await choose(op.page, drawer, '职称', '主任医师')
  await choose(op.page, drawer, '科室', depName, depName)
  await drawer
    .getByLabel('上传医生照片')
    .setInputFiles({ name: 'doctor.png', mimeType: 'image/png', buffer: solidPng(120, 120, [70, 130, 180]) })
  await expect(drawer.getByAltText('医生照片')).toBeVisible({ timeout: 15_000 })
  const specs = drawer.getByLabel('擅长', { exact: true })
  await specs.click()
  await specs.fill('膝关节康复')
  await specs.press('Enter')
  await drawer.locator('.doctor-famous-switch').click()
  await drawer.getByLabel('名医排序', { exact: true }).fill('999')
  await drawer.getByLabel('问诊费（元）', { exact: true }).fill('25')
  await op.page.screenshot({ path: 'test-results/screens/console-doctors-drawer.png' })
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: doctorName })).toContainText('名医 999')
  const found = await api<any>('GET', `/staff/people/doctors?keyword=${encodeURIComponent(doctorName)}`, undefined, operator.headers)
  const doctor = found.body.data.list[0]
  expect(doctor).toMatchObject({
    name: doctorName,
    departmentName: depName,
    titleName: '主任医师',
    specialities: ['膝关节康复'],
    famous: true,
    famousSort: 999,
    consultFeeFen: 2500,
    listed: true,
  })
  expect(doctor.avatar).toMatch(/^\/goods-center\/goods\/image\?id=\d+$/)

  // 3. the studio: the doctor joins the team as 成员
  await op.page.getByRole('tab', { name: '工作室' }).click()
  await op.page.getByRole('button', { name: `编辑 ${STUDIO.name}` }).click()
  const sd = op.page.getByRole('dialog', { name: `编辑工作室：${STUDIO.name}` })
  await sd.getByRole('button', { name: '添加成员' }).click()
  const n = studioBefore.members.length + 1
  await choose(op.page, sd, `成员${n}医生`, doctorName, doctorName)
  await op.page.screenshot({ path: 'test-results/screens/console-doctors-studio.png' })
  await sd.getByRole('button', { name: '保存' }).click()
  await expect(sd).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: STUDIO.name })).toContainText(`${doctorName}（成员）`)
  expect(op.errors).toEqual([])
  await op.context.close()

  try {
    // 4. the patient on H5: the famous-doctor list, then the studio's page
    await page.goto(`${app}/famousDoctor?groupId=1&hospitalId=6`)
    await settled(page)
    const famous = page.locator('.app-page[data-route="/famousDoctor"] .doc-row', { hasText: doctorName })
    await famous.scrollIntoViewIfNeeded({ timeout: 30_000 })
    await expect(famous).toContainText('主任医师')
    await expect(famous).toContainText('膝关节康复')
    await stable(page)
    await shot('console-doctors-patient-famous')
    await page.goto(`${app}/workRoomDetail?studioId=${STUDIO.id}&hospitalId=6`)
    await page.waitForSelector('.app-page[data-route="/workRoomDetail"][data-state="ready"]', { timeout: 30_000 })
    const member = page.locator('.app-page[data-route="/workRoomDetail"] .doc-row', { hasText: doctorName })
    await member.scrollIntoViewIfNeeded({ timeout: 15_000 })
    await expect(member).toBeVisible()
    await stable(page)
    await shot('console-doctors-patient-studio')
    const h = { hospitalId: '6' }
    const onPage = (await api<any>('GET', `/zeus/doctor/getDoctor?doctorId=${doctor.id}`, undefined, h)).body.data.doctor
    expect(onPage).toMatchObject({ doctorName, departmentNames: depName, consultPrice: 25, famous: true })
    expect(onPage.coverUrl).toContain(doctor.avatar)
  } finally {
    // the shared server as it was: the studio's team put back, the doctor hidden and not famous
    const back = await api<any>(
      'POST',
      '/staff/people/studios/save',
      {
        id: STUDIO.id,
        name: studioBefore.name,
        great: studioBefore.great,
        departmentId: studioBefore.departmentId,
        cover: studioBefore.cover,
        intro: studioBefore.intro,
        chronic: studioBefore.chronic,
        sort: studioBefore.sort,
        members: studioBefore.members.map((m: { doctorId: number; role: string }) => ({ doctorId: m.doctorId, role: m.role })),
        goodsIds: studioBefore.goods.map((g: { goodsId: number }) => g.goodsId),
      },
      operator.headers,
    )
    expect(back.body?.code).toBe(200)
    const hide = await api<any>(
      'POST',
      '/staff/people/doctors/save',
      {
        id: doctor.id,
        name: doctor.name,
        titleCode: doctor.titleCode,
        departmentId: doctor.departmentId,
        avatar: doctor.avatar,
        intro: doctor.intro,
        specialities: doctor.specialities,
        famous: false,
        consultOpen: false,
        consultFeeFen: doctor.consultFeeFen,
        listed: false,
      },
      operator.headers,
    )
    expect(hide.body?.code).toBe(200)
  }
})
