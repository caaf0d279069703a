/**
 * The 'page config', 'magic resources', 'home, search, doctors, studios, dictionary' part of the former __tests__/server/browse-zeus.test.ts (tests beside what they test).
 *
 * Browse: zeus page builder, home, search and doctors; common dictionaries; studio lists; the
 * minimal cart (addCart + badge count) — over HTTP against one seeded database.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { navigatorItemCount } from '../../../src/domain/blocks'
import { resolveJump } from '../../../src/domain/ads'

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H = (id: number) => ({ headers: { hospitalId: String(id) } })

describe('page config', () => {
  test('each seeded hospital has its own home config (blocks, colours, banners)', async () => {
    const pages = await Promise.all([6, 7, 8].map((h) => t.get('/zeus/magic/getPageConfig', H(h))))
    for (const p of pages) expect(p.status).toBe(200)
    const [p6, p7, p8] = pages.map((p) => p.body.data)
    expect([p6.id, p7.id, p8.id]).toEqual([1006, 1007, 1008])
    expect(new Set([p6.backgroundColor, p7.backgroundColor, p8.backgroundColor]).size).toBe(3)
    const types = (p: any) => p.blocks.map((b: any) => b.type).join(',')
    expect(new Set([types(p6), types(p7), types(p8)]).size).toBe(3)
    const banners = (p: any) => p.blocks.find((b: any) => b.type === 'banner').items.map((i: any) => i.photo)
    expect(banners(p6)[0]).toBe('/assets/browse/banner-6-1.svg')
    expect(banners(p7)[0]).toBe('/assets/browse/banner-7-1.svg')
    expect(banners(p8)[0]).toBe('/assets/browse/banner-8-1.svg')
    const all = new Set([...p6.blocks, ...p7.blocks, ...p8.blocks].map((b: any) => b.type))
    for (const k of [
      'banner',
      'video',
      'news',
      'hotProducts',
      'hotServices',
      'advert',
      'floatIcons',
      'tipText',
      'search',
      'iconNav',
      'imageList',
      'command',
      'famousDoctors',
      'studioList',
      'chronic',
      'tabBestGoods',
      'todayRecommend',
      'buttonGroup',
      'blockNav',
    ]) {
      expect(all).toContain(k)
    }
  })
  test('blocks are drawable: layout counts, tabs, news showNum, inline ads only, jumps resolve', async () => {
    const p = (await t.get('/zeus/magic/getPageConfig')).body.data
    const block = (type: string) => p.blocks.find((b: any) => b.type === type)
    expect(block('command').items).toHaveLength(3) // layout 1
    expect(block('famousDoctors').items.length).toBeLessThanOrEqual(3)
    expect(block('blockNav').items).toHaveLength(navigatorItemCount(block('blockNav').layout))
    expect(block('tabBestGoods').tabs.map((x: any) => x.name)).toEqual(['家用器械', '体检套餐', '护理用品'])
    expect(block('news').tabs.map((x: any) => x.name)).toEqual(['疾病预防', '用药指导', '医院动态'])
    expect(block('news').items.length).toBeLessThanOrEqual(4)
    expect(block('advert').items.every((a: any) => a.showType === 2)).toBe(true)
    expect(block('iconNav').items).toHaveLength(8)
    // one entry per destination (issue 35): no page the icons, the tiles and the inline ads both open, no
    // floating button that repeats a tab
    const pages = (items: any[]) => items.map((i) => resolveJump(i, { hospitalId: 6 })).map((j: any) => j.path ?? j.url)
    const icons = pages(block('iconNav').items)
    for (const tile of pages(block('blockNav').items)) expect(icons).not.toContain(tile)
    for (const ad of pages(block('advert').items)) expect([...icons, ...pages(block('blockNav').items)]).not.toContain(ad)
    expect(p.blocks.some((b: any) => b.type === 'floatIcons')).toBe(false)
    expect(block('tipText').settings.text).toContain('技术支持')
    const jump = resolveJump(block('banner').items[2], { hospitalId: 6 })
    expect(jump).toMatchObject({ kind: 'page', path: '/productionDetail', query: { goodsId: '6028', hospitalId: '6' } })
    expect(resolveJump(block('banner').items[0], { hospitalId: 6 })).toMatchObject({
      kind: 'page',
      url: '/hospital/customPage?magicPageId=2006&hospitalId=6',
    })
    const h8 = (await t.get('/zeus/magic/getPageConfig', H(8))).body.data
    expect(h8.blocks.find((b: any) => b.type === 'command').items).toHaveLength(6) // layout 2
    expect(h8.blocks.find((b: any) => b.type === 'chronic').items.every((s: any) => s.chronic)).toBe(true)
  })
  test('custom page by magicPageId, homePage, unknown 404, bad id 400, grey mode follows the hospital', async () => {
    const c = await t.get('/zeus/magic/getPageConfig', { query: { magicPageId: 2006 } })
    expect(c.body.data).toMatchObject({ id: 2006, magicPageType: 2, title: '体检专区' })
    expect((await t.get('/zeus/magic/getPageConfig', { query: { magicPageId: 2006 }, ...H(7) })).status).toBe(404)
    expect((await t.get('/zeus/magic/getPageConfig', { query: { magicPageId: 'x' } })).body.msg).toBe('参数 magicPageId 类型错误，应为整数')
    const home = await t.get('/zeus/shopConfig/homePage', H(7))
    expect(home.body.data.id).toBe(1007)
    await database.db.updateTable('hospital').set({ grey_mode: true }).where('id', '=', 8).execute()
    expect((await t.get('/zeus/magic/getPageConfig', H(8))).body.data.greyMode).toBe(true)
    await database.db.updateTable('hospital').set({ grey_mode: false }).where('id', '=', 8).execute()
  })
})

describe('magic resources', () => {
  test('getResource is an array; unknown group 404; missing 400', async () => {
    const r = await t.get('/zeus/magic/getResource', { query: { groupId: 611 } })
    expect(Array.isArray(r.body.data)).toBe(true)
    expect(r.body.data[0]).toMatchObject({ name: '体检预约', photo: '/assets/browse/nav-exam.svg', jumpType: 3, badge: 'HOT' })
    expect((await t.get('/zeus/magic/getResource', { query: { groupId: 611 }, ...H(7) })).status).toBe(404)
    expect((await t.get('/zeus/magic/getResource')).body.msg).toBe('缺少参数 groupId')
  })
  test('getGoods pages the goods of a group', async () => {
    const r = await t.post('/zeus/magic/getGoods', { groupId: 620, pageNum: 1, pageSize: 999999999 })
    expect(r.body.data.total).toBe(8)
    expect(r.body.data.list[0].goodsId).toBe(6001)
    const p2 = await t.post('/zeus/magic/getGoods', { groupId: 620, pageNum: 2, pageSize: 5 })
    expect(p2.body.data.list).toHaveLength(3)
    expect((await t.post('/zeus/magic/getGoods', {})).body.msg).toBe('缺少参数 groupId')
  })
  test('getArticle by parent or child group; getArticleInfo sanitises HTML', async () => {
    const all = await t.get('/zeus/magic/getArticle', { query: { groupId: 630 } })
    expect(all.body.data.total).toBe(6)
    const child = await t.get('/zeus/magic/getArticle', { query: { groupId: 631 } })
    expect(child.body.data.list.every((a: any) => a.groupId === 631)).toBe(true)
    const info = await t.get('/zeus/magic/getArticleInfo', { query: { id: 6001 } })
    expect(info.body.data.content).toContain('<img src="/assets/browse/news-bp.svg"')
    expect(info.body.data.groupName).toBe('疾病预防')
    await database.db
      .insertInto('article')
      .values({
        id: 6999,
        hospital_id: 6,
        group_id: 631,
        title: 'x',
        author: 'x',
        cover_path: '',
        summary: '',
        publish_time: new Date(t.clock.now - 1000),
        read_num: 0,
        content:
          '<p onclick="steal()">hi<script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(2)">a</a><iframe src="https://evil"></iframe><img src="/assets/browse/news-bp.svg"></p>',
      })
      .execute()
    const bad = await t.get('/zeus/magic/getArticleInfo', { query: { id: 6999 } })
    expect(bad.body.data.content).not.toMatch(/script|onclick|onerror|javascript|iframe/)
    expect(bad.body.data.content).toContain('<img src="/assets/browse/news-bp.svg" />')
    expect((await t.get('/zeus/magic/getArticleInfo', { query: { id: 7001 } })).status).toBe(404) // another hospital's
    expect((await t.get('/zeus/magic/getArticleInfo', { query: { id: 7001, hospitalId: 7 } })).status).toBe(200)
    expect((await t.get('/zeus/magic/getArticleInfo')).status).toBe(400)
  })
  test('doctors, departments, groups, forms', async () => {
    const d = await t.get('/zeus/magic/getDoctor', { query: { groupId: 1 } })
    expect(d.body.data.list.every((x: any) => x.famous)).toBe(true)
    expect(d.body.data.list[0]).toMatchObject({
      doctorName: '王建国',
      doctorTitleName: '主任医师',
      departmentNames: '心血管内科',
      hospitalName: '金陵市第一人民医院', // the hospital, not its shop (issue 35)
    })
    const dep = await t.get('/zeus/magic/getDepartment')
    expect(dep.body.data).toHaveLength(8)
    const kids = await t.get('/zeus/magic/magicGroup', { query: { id: 630, type: 2 } })
    expect(kids.body.data.map((g: any) => g.name)).toEqual(['疾病预防', '用药指导', '医院动态'])
    const goodsGroups = await t.get('/zeus/magic/magicGroup', { query: { groupType: 'goods' } })
    expect(goodsGroups.body.data.every((g: any) => g.groupType === 'goods')).toBe(true)
    expect((await t.get('/zeus/magic/magicGroup', { query: { groupType: 'x' } })).status).toBe(400)
    const f = await t.get('/zeus/magic/getForm', { query: { id: 1 } })
    expect(f.body.data.ruleFieldRelList[0]).toMatchObject({ fieldId: 13, showName: '姓名', isRequire: 1 })
    expect((await t.get('/zeus/magic/getForm')).body.msg).toBe('缺少参数 id')
    expect((await t.get('/zeus/magic/getForm', { query: { id: 2 } })).status).toBe(404)
  })
  test('getAdvertising: popup (frequency 1) and inline of the home page, expired left out, goods ads, per hospital', async () => {
    const home = await t.get('/zeus/magic/getAdvertising')
    expect(home.body.data.map((a: any) => [a.id, a.showType, a.showFrequency])).toEqual([[601, 1, 1]])
    const h7 = await t.get('/zeus/magic/getAdvertising', { query: { pageId: 1007 }, ...H(7) })
    expect(h7.body.data[0]).toMatchObject({ showType: 1, showFrequency: 2, promptWindow: 2, confirmWay: 1 })
    const goods = await t.get('/zeus/magic/getAdvertising', { query: { goodsId: 6005 } })
    expect(goods.body.data.map((a: any) => a.id)).toEqual([604])
    expect((await t.get('/zeus/magic/getAdvertising', { query: { pageId: 'abc' } })).status).toBe(400)
  })
})

describe('home, search, doctors, studios, dictionary', () => {
  test('indexResource, today goods, hot words, search condition', async () => {
    const i = await t.get('/zeus/index/indexResource')
    expect(i.body.data.banners).toHaveLength(3)
    expect(i.body.data.categories[0].children.length).toBeGreaterThan(0)
    expect(i.body.data.departments.length).toBe(8)
    expect(i.body.data.bestServices.length).toBeGreaterThan(0)
    const today = await t.get('/zeus/recommend/queryTodayGoods', { query: { pageSize: 6 } })
    expect(today.body.data.list).toHaveLength(6)
    expect(today.body.data.total).toBe(51) // 42 + 3 check-up packages (seed/checkup) + 6 specialty services (seed/landing); the /paperToHome postage goods (seed/groupbuy) is hidden from lists
    const wholeDay = await t.get('/zeus/recommend/queryTodayGoods', { query: { pageSize: 100 } })
    expect(wholeDay.body.data.list.map((g: { goodsId: number }) => g.goodsId)).not.toContain(6090)
    expect((await t.get('/zeus/recommend/queryTodayGoods', { query: { pageNum: -1 } })).status).toBe(400)
    const words = await t.get('/zeus/search/getHotWords', H(7))
    expect(words.body.data[0]).toEqual({ id: 701, word: '吸奶器', highlight: true })
    const cond = await t.get('/zeus/search/searchCondition')
    expect(cond.body.data).toMatchObject({ placeholder: '搜索商品', searchValue: '搜索' })
  })
  test('searchResult: keyword, category, sort by price and sales, paging; bad input 400', async () => {
    const kw = await t.post('/zeus/search/searchResult', { keyword: '血压' })
    expect(kw.body.data.total).toBeGreaterThanOrEqual(3)
    expect(kw.body.data.list.every((g: any) => /血压/.test(g.goodsName + g.sellPoint))).toBe(true)
    const label = await t.post('/zeus/search/searchResult', { keyword: '医用级' })
    expect(label.body.data.total).toBeGreaterThan(0)
    const desc = await t.post('/zeus/search/searchResult', { categoryId: 601, sortField: 'price', sortOrder: 'desc', pageSize: 50 })
    const prices = desc.body.data.list.map((g: any) => g.minPrice)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a))
    const sales = await t.post('/zeus/search/searchResult', { sortField: 'sales', pageSize: 5 })
    expect(sales.body.data.list[0].goodsName).toContain('口罩')
    expect((await t.post('/zeus/search/searchResult', { keyword: '%_' })).body.data.total).toBe(0)
    expect((await t.post('/zeus/search/searchResult', { sortField: 'name' })).status).toBe(400)
    expect((await t.post('/zeus/search/searchResult', { keyword: 'x'.repeat(60) })).body.msg).toBe('参数 keyword 长度不能超过 50 个字符')
  })
  test('famous doctors and doctor/query', async () => {
    const f = await t.get('/zeus/health/famous', { query: { groupId: 1 } })
    expect(f.body.data.map((d: any) => d.doctorName)).toEqual(['王建国', '李秀兰', '张伟', '刘洋', '孙立群'])
    const q = await t.get('/zeus/doctor/query', { query: { keyword: '糖尿病' } })
    expect(q.body.data.list.map((d: any) => d.doctorName)).toEqual(['李秀兰'])
    const one = await t.get('/zeus/doctor/query', { query: { doctorId: 603 } })
    expect(one.body.data.list[0].doctorTitleName).toBe('副主任医师')
    expect((await t.get('/zeus/doctor/query', { query: { doctorId: 703 } })).status).toBe(404)
    expect((await t.get('/zeus/doctor/query', { query: { departmentId: 0 } })).status).toBe(400)
  })
  test('studio departments and lists', async () => {
    const deps = await t.get('/studio-patient/studio/getDepartmentList')
    expect(deps.body.data.map((d: any) => d.departmentName)).toEqual(['心血管内科', '内分泌科', '骨科'])
    const chronic = await t.get('/studio-patient/chronicDisease/getDepartmentList')
    expect(chronic.body.data).toHaveLength(2)
    const list = await t.get('/studio-patient/studio/listByStudioDepartmentId', { query: { departmentId: 62 } })
    expect(list.body.data.list[0]).toMatchObject({
      name: '李秀兰糖尿病管理工作室',
      chronic: true,
      headImgUrl: '/assets/browse/studio-sugar.svg',
    })
    expect((await t.get('/studio-patient/studio/listByStudioDepartmentId', { query: { chronic: 1 }, ...H(8) })).body.data.total).toBe(2)
    expect((await t.get('/studio-patient/studio/getListByStudioDepartmentId', { query: { departmentId: 'x' } })).status).toBe(400)
  })
  test('dict/getItemMap doctor_title', async () => {
    const r = await t.get('/common/dict/getItemMap', { query: { dictCode: 'doctor_title,unknown' } })
    expect(r.body.data.doctor_title[0]).toEqual({ label: '主任医师', value: '1', sort: 1 })
    expect(r.body.data.unknown).toEqual([])
    expect((await t.get('/common/dict/getItem', { query: { dictCode: 'doctor_title' } })).body.data).toHaveLength(7)
    expect((await t.get('/common/dict/getItemMap')).body.msg).toBe('缺少参数 dictCode')
    expect((await t.get('/common/dict/getItemMap', { query: { dictCode: "x';drop" } })).body.msg).toBe('参数 dictCode 格式不正确')
  })
})
