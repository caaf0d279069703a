/**
 * Streamed reply text, Alipay: no chunked receive in Alipay's request API (nor in Taro's alipay adapter), so
 * nothing streams here: callers ask for the whole answer in one reply (the assistant's askOnce). The lead moves
 * Alipay onto the chat socket later (issue 15 item 1).
 */
import type { TextStreamHandle, TextStreamRequest, TextStreamResult } from './textStream'

export type { TextStreamHandle, TextStreamRequest, TextStreamResult } from './textStream'

export const textStreamSupported = false

export function openTextStream(_req: TextStreamRequest, _onText: (text: string) => void): TextStreamHandle {
  const done: Promise<TextStreamResult> = Promise.reject(new Error('no streamed replies on Alipay: use the one-reply request'))
  done.catch(() => undefined)
  return { done, abort: () => undefined }
}
