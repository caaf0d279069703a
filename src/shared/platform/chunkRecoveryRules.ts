// every target (pure: no DOM, no webpack)
/**
 * What happens when a chunk (JS or CSS) does not load (SPEC §8, §9): the load is retried only when the user asks,
 * and the promise the router waits on settles only when a try succeeds, so a failed page load is a message with a
 * retry, never a blank page. A try that neither loads nor fails within CHUNK_LOAD_TIMEOUT_MS counts as failed
 * (webpack has its own 120 s timer for scripts; stylesheets have none).
 */
import { CHUNK_LOAD_TIMEOUT_MS, CSS_CHUNK_LOAD_FAILED, chunkLoadFailed } from '../../domain/messages/platform'

export interface ChunkFailure {
  /** SPEC §8: "Loading chunk {id} failed" */
  message: string
  /** CSS_CHUNK_LOAD_FAILED for a stylesheet, else null */
  code: string | null
  /** 'timeout' when the try took longer than the time-out, else the error's type ('error', 'missing', ...) */
  type: string
}

export function describeChunkFailure(chunkId: string | number, error: unknown): ChunkFailure {
  const e = (error ?? {}) as { code?: unknown; type?: unknown; message?: unknown }
  const css = e.code === CSS_CHUNK_LOAD_FAILED || (typeof e.message === 'string' && e.message.startsWith('Loading CSS chunk'))
  return {
    message: chunkLoadFailed(chunkId),
    code: css ? CSS_CHUNK_LOAD_FAILED : null,
    type: typeof e.type === 'string' ? e.type : 'error',
  }
}

export interface ChunkRecoveryDeps {
  /** webpack's own loader (__webpack_require__.e before it was wrapped) */
  load: (chunkId: string | number) => Promise<unknown>
  /** shows the failure; `retry` starts a new try */
  show: (failure: ChunkFailure, retry: () => void) => void
  /** a try succeeded: the message goes away */
  hide: () => void
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
  timeoutMs?: number
}

/** a loader with the same signature that retries on the user's request instead of rejecting */
export function recoveringLoader(deps: ChunkRecoveryDeps): (chunkId: string | number) => Promise<void> {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  const timeoutMs = deps.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS
  return (chunkId) =>
    new Promise<void>((resolve) => {
      let done = false
      const attempt = () => {
        let failed = false
        const fail = (error: unknown) => {
          if (failed || done) return
          failed = true
          clearTimer(timer)
          deps.show(describeChunkFailure(chunkId, error), attempt)
        }
        const timer = setTimer(() => fail({ type: 'timeout' }), timeoutMs)
        deps.load(chunkId).then(
          () => {
            clearTimer(timer)
            if (done) return
            done = true // a late success after a time-out counts too
            deps.hide()
            resolve()
          },
          (error) => fail(error),
        )
      }
      attempt()
    })
}
