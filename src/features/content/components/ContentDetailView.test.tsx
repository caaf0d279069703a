import TestUtils from '@tarojs/test-utils-react'
import ContentDetailView from './ContentDetailView'

jest.mock('../api', () => ({
  getContentDetail: jest.fn(async () => ({
    item: {
      id: 1,
      kind: 'wiki',
      category: '慢病管理',
      title: '高血压',
      summary: '',
      coverUrl: '',
      author: '心血管内科',
      publishTime: '2026-10-14 09:00:00',
      readNum: 3,
    },
    nodes: [
      { name: 'h3', attrs: { class: 'rt-h3' }, children: [{ type: 'text', text: '什么是高血压' }] },
      { name: 'p', attrs: { class: 'rt-p' }, children: [{ type: 'text', text: '<img src=x onerror="alert(1)">' }] },
    ],
  })),
}))

jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
})

test('the content renders as rich-text nodes: markup inside a text node stays text', async () => {
  const t = new TestUtils()
  await t.mount(ContentDetailView, { props: { id: 1 } })
  for (let i = 0; i < 50 && !document.body.textContent?.includes('什么是高血压'); i++)
    await t.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  expect(document.body.textContent).toContain('高血压')
  expect(document.body.textContent).toContain('什么是高血压')
  expect(document.body.textContent).toContain('<img src=x onerror="alert(1)">')
  expect(document.querySelector('img[onerror]')).toBeNull()
  expect(document.querySelector('h3.rt-h3')).not.toBeNull()
  // the page always offers the way to emergency help
  expect(document.body.textContent).toContain('急救请拨打 120')
})
