/**
 * The read barrier's coalescing (lib/cache/notify.ts ReadBarrier): at most one round trip in flight; a request waits
 * for one that started after its mark (≤ 2 round trips), none once one has completed; a failed round trip proves
 * nothing. Its freshness across instances: server/instances.test.ts (PostgreSQL).
 */
import { ReadBarrier } from './notify'

/** a round trip the test completes (or fails) by hand */
function manual() {
  const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = []
  const barrier = new ReadBarrier(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
  )
  return { barrier, pending }
}

const settled = async <T>(p: Promise<T> | null) => {
  let state = 'pending'
  p?.then(
    () => (state = 'done'),
    () => (state = 'failed'),
  )
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return p ? state : 'no wait'
}

test('the first read starts a round trip; requests that arrived after it started wait for the next; none once done', async () => {
  const { barrier, pending } = manual()
  const early = barrier.mark() // arrived before any round trip
  const first = barrier.after(early)
  expect(pending).toHaveLength(1)
  expect(barrier.after(early)).toBe(first) // it started after this request arrived: it counts
  // arrived while it was in flight: it may not count, so they share the NEXT one, started when it completes
  const late = barrier.mark()
  const second = barrier.after(late)
  expect(barrier.after(late)).toBe(second)
  expect(second).not.toBe(first)
  expect(pending).toHaveLength(1) // one in flight at a time
  pending[0].resolve()
  expect(await settled(first)).toBe('done')
  expect(barrier.after(early)).toBeNull() // completed: no wait
  expect(pending).toHaveLength(2)
  expect(await settled(second)).toBe('pending')
  pending[1].resolve()
  expect(await settled(second)).toBe('done')
  expect(barrier.after(late)).toBeNull()
  expect(barrier.count).toBe(2)
  // a request arriving now needs a new one
  const next = barrier.after(barrier.mark())
  expect(pending).toHaveLength(3)
  pending[2].resolve()
  expect(await settled(next)).toBe('done')
})

test('a failed round trip rejects its waiters and the next read starts another', async () => {
  const { barrier, pending } = manual()
  const m = barrier.mark()
  const p = barrier.after(m)
  pending[0].reject(new Error('connection lost'))
  expect(await settled(p)).toBe('failed')
  const q = barrier.after(m)
  expect(q).not.toBeNull()
  expect(pending).toHaveLength(2)
  pending[1].resolve()
  expect(await settled(q)).toBe('done')
})

test('a round trip with no answer in time fails its waiters (reads go to the database) and does not block the next', async () => {
  const pending: Array<() => void> = []
  const barrier = new ReadBarrier(() => new Promise<void>((resolve) => pending.push(resolve)), 30)
  const stuck = barrier.after(barrier.mark())
  await expect(stuck).rejects.toThrow(/no answer in 30 ms/)
  const next = barrier.after(barrier.mark())
  expect(pending).toHaveLength(2)
  pending[1]()
  await expect(next).resolves.toBeUndefined()
})
