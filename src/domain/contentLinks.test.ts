import { blockItemLinks, doctorLink, newsLink, studioLink, videoLink } from './contentLinks'

test.each([
  [doctorLink(601, 6), { path: '/doctorHome', query: { doctorId: 601, hospitalId: 6 } }],
  [doctorLink(601), { path: '/doctorHome', query: { doctorId: 601 } }],
  [studioLink(61, '6'), { path: '/workRoomDetail', query: { studioId: 61, hospitalId: '6' } }],
  [newsLink(3, 7), { path: '/magicplatform/newsDetail', query: { id: 3, hospitalId: 7 } }],
  [videoLink(1, null), { path: '/hospital-video-detail', query: { id: 1 } }],
])('%j', (link, expected) => expect(link).toEqual(expected))

test('block item links: doctors keep their own hospital, studios and news take the page hospital', () => {
  expect(blockItemLinks({ type: 'famousDoctors', items: [{ doctorId: 1, hospitalId: 7 }, { doctorId: 2 }] }, 6)).toEqual([
    doctorLink(1, 7),
    doctorLink(2, 6),
  ])
  expect(blockItemLinks({ type: 'chronic', items: [{ id: 61 }] }, 6)).toEqual([studioLink(61, 6)])
  expect(blockItemLinks({ type: 'studioList', items: [{ id: 62 }] }, 6)).toEqual([studioLink(62, 6)])
  expect(blockItemLinks({ type: 'news', items: [{ id: 5 }] }, 8)).toEqual([newsLink(5, 8)])
  expect(blockItemLinks({ type: 'banner', items: [{ id: 5 }] }, 8)).toEqual([])
  expect(blockItemLinks({ type: 'news', items: null }, 8)).toEqual([])
})
