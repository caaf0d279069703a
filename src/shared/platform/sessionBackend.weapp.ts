/** Session storage backend, WeChat mini-program: in memory, gone when the mini-program is destroyed. */
import { memoryBackend } from './kvStore'
import type { RawBackend } from './types'

export const sessionBackend: RawBackend = memoryBackend()
