import { createTracker, type TrackerDeps } from './tracker'

function setup(over: Partial<TrackerDeps> = {}) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: any }> = []
  const timers: Array<{ fn: () => void; ms: number }> = []
  let consent = true
  const tracker = createTracker({
    consent: () => consent,
    entry: () => ({ utm: 'wx_menu', spm: 'a.b.c' }),
    url: (prefix, path) => `/${prefix}/${path}`,
    headers: () => ({ hospitalId: '6' }),
    send: (url, headers, body) => {
      sent.push({ url, headers, body })
      return true
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    ...over,
  })
  return { tracker, sent, timers, setConsent: (v: boolean) => (consent = v) }
}

test('events wait for one batch: one timer of 5 s, then one request per kind with utm/spm', () => {
  const { tracker, sent, timers } = setup()
  tracker.track({ kind: 'visit', path: '/home' })
  tracker.track({ kind: 'visit', path: '/goodsDetail' })
  tracker.track({ kind: 'share', path: '/goodsDetail', target: 'wechat', objectType: 'goods', objectId: '6001' })
  tracker.track({ kind: 'event', event: 'poster.save' })
  expect(timers).toHaveLength(1)
  expect(timers[0].ms).toBe(5000)
  expect(sent).toEqual([])
  timers[0].fn()
  expect(sent).toEqual([
    {
      url: '/zeus/buryPoint/pageVisit',
      headers: { hospitalId: '6' },
      body: { utm: 'wx_menu', spm: 'a.b.c', visits: [{ path: '/home' }, { path: '/goodsDetail' }] },
    },
    {
      url: '/zeus/buryPoint/share',
      headers: { hospitalId: '6' },
      body: { utm: 'wx_menu', spm: 'a.b.c', shares: [{ path: '/goodsDetail', target: 'wechat', objectType: 'goods', objectId: '6001' }] },
    },
    { url: '/common/track', headers: { hospitalId: '6' }, body: { utm: 'wx_menu', spm: 'a.b.c', events: [{ event: 'poster.save' }] } },
  ])
  expect(tracker.pending()).toBe(0)
})

test('flush (the app hides) sends at once; more than 50 go in several batches', () => {
  const { tracker, sent } = setup()
  for (let i = 0; i < 120; i++) tracker.track({ kind: 'visit', path: '/home' })
  tracker.flush()
  expect(sent.map((s) => s.body.visits.length)).toEqual([50, 50, 20])
})

test('nothing is queued or sent before the privacy policy is accepted, nor after it is withdrawn', () => {
  const { tracker, sent, timers, setConsent } = setup()
  setConsent(false)
  tracker.track({ kind: 'visit', path: '/home' })
  expect(tracker.pending()).toBe(0)
  expect(timers).toHaveLength(0)
  setConsent(true)
  tracker.track({ kind: 'visit', path: '/home' })
  setConsent(false)
  tracker.flush()
  expect(sent).toEqual([])
})
