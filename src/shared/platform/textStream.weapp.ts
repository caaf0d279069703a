/**
 * Streamed reply text, WeChat: Taro.request({ enableChunked: true }) returns a promise that carries the
 * RequestTask methods (onChunkReceived, onHeadersReceived, abort) as long as no interceptor wraps it — so it is
 * taken as it is, never awaited first (three-targets spike §4). Chunks are ArrayBuffers and the engine has no
 * TextDecoder: createUtf8Decoder holds a character cut between chunks until it is complete.
 */
import Taro from '@tarojs/taro'
import { createUtf8Decoder } from '../request/utf8'
import type { TextStreamHandle, TextStreamRequest, TextStreamResult } from './textStream'

export type { TextStreamHandle, TextStreamRequest, TextStreamResult } from './textStream'

export const textStreamSupported = true

export function openTextStream(req: TextStreamRequest, onText: (text: string) => void): TextStreamHandle {
  const dec = createUtf8Decoder()
  let aborted = false
  /** null until the headers tell; a reply that is not 2xx is kept whole for the error */
  let status: number | null = null
  let held = ''
  const deliver = (text: string) => {
    if (!text) return
    // no status yet (older base libraries): an error envelope starts with '{', an answer never does
    if (status === null && !held && text.trimStart().startsWith('{')) status = -1
    if (status !== null && (status < 200 || status >= 300)) held += text
    else onText(text)
  }
  const task: any = Taro.request({
    url: req.url,
    method: 'POST',
    header: req.header,
    data: req.body,
    enableChunked: true,
    responseType: 'arraybuffer',
    dataType: '其他',
  } as any)
  task.onHeadersReceived?.((r: { statusCode?: number }) => {
    if (typeof r?.statusCode === 'number') status = r.statusCode
  })
  task.onChunkReceived?.((r: { data: ArrayBuffer }) => deliver(dec.push(r.data)))
  const done: Promise<TextStreamResult> = Promise.resolve(task).then(
    (res: { statusCode: number; data?: unknown }) => {
      deliver(dec.end())
      const code = res?.statusCode ?? 0
      if (code < 200 || code >= 300) {
        // without chunk events the body arrives whole in data
        const body =
          held || (res?.data instanceof ArrayBuffer ? createUtf8Decoder().push(res.data) : typeof res?.data === 'string' ? res.data : '')
        return { status: code, errorBody: body, aborted: false }
      }
      return { status: code, errorBody: '', aborted: false }
    },
    (err: unknown) => {
      if (aborted) return { status: 0, errorBody: '', aborted: true }
      throw err
    },
  )
  return {
    done,
    abort: () => {
      aborted = true
      task.abort?.()
    },
  }
}
