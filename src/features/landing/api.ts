/** The hospital landing of a key (contract/landing.ts; server/modules/landing). */
import type { LandingRes } from '@contract/landing'
import { request } from '@/shared/request/request'

/** GET /zeus/landing/get?key= : the hospital's landing, or landing null when it has none */
export const getLanding = (key: string) =>
  request<LandingRes>({ prefix: 'zeus', url: 'landing/get', method: 'GET', data: { key }, silent: true })
