/**
 * H5: a page chunk (JS or CSS) that fails to load, or takes more than 120 s, shows SPEC §8's message with a
 * retry button over the page instead of leaving it blank; the retry loads the chunk again and the navigation
 * that asked for it goes on (./chunkRecoveryRules.ts). Plain DOM: when a chunk is missing, React's page is not
 * there to render anything.
 */
import { CHUNK_LOAD_RETRY, CHUNK_LOAD_TITLE } from '../../domain/messages/platform'
import { recoveringLoader, type ChunkFailure } from './chunkRecoveryRules'

declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> } | undefined

const OVERLAY_ID = 'chunk-error'
let pending: Array<() => void> = []

function overlay(): HTMLElement {
  let el = document.getElementById(OVERLAY_ID)
  if (el) return el
  el = document.createElement('div')
  el.id = OVERLAY_ID
  el.className = 'chunk-error'
  el.setAttribute('role', 'alert')
  el.style.cssText =
    'position:fixed;inset:0;z-index:100000;background:#f5f6f7;display:flex;flex-direction:column;align-items:center;' +
    'justify-content:center;padding:24px;font-size:15px;color:#333;text-align:center;font-family:inherit'
  const title = document.createElement('div')
  title.className = 'chunk-error__title'
  title.textContent = CHUNK_LOAD_TITLE
  title.style.cssText = 'font-size:17px;font-weight:600;margin-bottom:8px'
  const message = document.createElement('div')
  message.className = 'chunk-error__message'
  message.style.cssText = 'color:#888;font-size:13px;margin-bottom:20px;word-break:break-all'
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'chunk-error__retry'
  button.textContent = CHUNK_LOAD_RETRY
  button.style.cssText = 'border:0;border-radius:20px;background:#fa2c19;color:#fff;font-size:15px;padding:10px 40px'
  button.addEventListener('click', () => {
    const retries = pending
    pending = []
    button.disabled = true
    for (const retry of retries) retry()
  })
  el.append(title, message, button)
  document.body.appendChild(el)
  return el
}

function show(failure: ChunkFailure, retry: () => void) {
  pending.push(retry)
  const el = overlay()
  const message = el.querySelector('.chunk-error__message') as HTMLElement
  message.textContent = failure.code ? `${failure.message} (${failure.code})` : failure.message
  el.dataset.code = failure.code ?? ''
  el.dataset.type = failure.type
  ;(el.querySelector('.chunk-error__retry') as HTMLButtonElement).disabled = false
}

function hide() {
  if (pending.length) return // another chunk still waits for its retry
  document.getElementById(OVERLAY_ID)?.remove()
}

/** wraps webpack's chunk loader once (before the router loads its first page) */
export function installChunkRecovery(): void {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__?.e) return // not a webpack bundle (tests)
  const load = __webpack_require__.e
  if ((load as { recovering?: boolean }).recovering) return
  const wrapped = recoveringLoader({ load, show, hide })
  ;(wrapped as { recovering?: boolean }).recovering = true
  __webpack_require__.e = wrapped
}
