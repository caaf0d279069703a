import { describeChunkFailure, recoveringLoader, type ChunkFailure } from './chunkRecoveryRules'

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('describeChunkFailure', () => {
  test('SPEC §8: "Loading chunk {id} failed"; CSS chunks carry CSS_CHUNK_LOAD_FAILED', () => {
    expect(
      describeChunkFailure(
        17,
        Object.assign(new Error('Loading chunk 17 failed.\n(error: /x.js)'), { name: 'ChunkLoadError', type: 'error' }),
      ),
    ).toEqual({
      message: 'Loading chunk 17 failed',
      code: null,
      type: 'error',
    })
    expect(describeChunkFailure('9', { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', message: 'Loading CSS chunk 9 failed.' })).toEqual({
      message: 'Loading chunk 9 failed',
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'error',
    })
  })
})

describe('recoveringLoader', () => {
  test('a failed load shows the message; the retry loads again and the first caller gets the chunk', async () => {
    const tries = [deferred(), deferred()]
    let n = 0
    const shown: ChunkFailure[] = []
    let retry: () => void = () => undefined
    const hide = jest.fn()
    const load = recoveringLoader({
      load: () => tries[n++].promise,
      show: (f, r) => {
        shown.push(f)
        retry = r
      },
      hide,
    })
    let loaded = false
    void load(5).then(() => (loaded = true))
    tries[0].reject(Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError', type: 'error' }))
    await flush()
    expect(shown).toEqual([{ message: 'Loading chunk 5 failed', code: null, type: 'error' }])
    expect(loaded).toBe(false) // the router keeps waiting: no rejection, no blank page
    retry()
    tries[1].resolve()
    await flush()
    expect(n).toBe(2)
    expect(loaded).toBe(true)
    expect(hide).toHaveBeenCalledTimes(1)
  })

  test('a load that takes longer than 120 s counts as failed; a late success still goes on', async () => {
    const slow = deferred()
    const timers: Array<{ fn: () => void; ms: number }> = []
    const shown: ChunkFailure[] = []
    const load = recoveringLoader({
      load: () => slow.promise,
      show: (f) => shown.push(f),
      hide: () => undefined,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
    })
    let loaded = false
    void load('css1').then(() => (loaded = true))
    expect(timers[0].ms).toBe(120_000)
    timers[0].fn()
    expect(shown).toEqual([{ message: 'Loading chunk css1 failed', code: null, type: 'timeout' }])
    slow.resolve()
    await flush()
    expect(loaded).toBe(true)
  })
})
