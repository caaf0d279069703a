import { nodesToHtml } from './html'

describe('rich-text nodes to HTML (H5 RichText)', () => {
  it.each([
    [[{ type: 'text', text: 'a < b & "c"' }], 'a &lt; b &amp; &quot;c&quot;'],
    [
      [{ name: 'p', attrs: { class: 'x', style: 'color:red' }, children: [{ type: 'text', text: '你好' }] }],
      '<p class="x" style="color:red">你好</p>',
    ],
    [[{ name: 'img', attrs: { src: '/a.png" onerror="x', onerror: 'alert(1)' } }], '<img src="/a.png&quot; onerror=&quot;x">'],
    [[{ name: 'script', children: [{ type: 'text', text: 'alert(1)' }] }, { name: 'b c' }], ''],
    ['not a list', ''],
  ])('%j', (nodes, html) => expect(nodesToHtml(nodes)).toBe(html))
})
