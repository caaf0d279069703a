/** the signed, expiring, per-viewer links of chat images (extras.ts serves them; service.ts puts them in messages) */
import { hmacHex } from '../../lib/crypto'
import type { AppDeps } from '../../lib/deps'
import { memberKey } from './hub'

type Viewer = { kind: string; id: number }
const DAY_MS = 86_400_000
/** a link lives until the end of the next UTC day (so a viewer's URLs stay the same for a day: cacheable) */
const expiryOf = (now: Date) => Math.ceil((now.getTime() + DAY_MS) / DAY_MS) * (DAY_MS / 1000)
export const signature = (secret: string, imageId: number, viewerKey: string, exp: number) =>
  hmacHex(secret, `chat-image:${imageId}:${viewerKey}:${exp}`)

const signers = new WeakMap<object, (imageId: number, viewer: Viewer) => string>()
/** image URLs of the messages read through deps.db are signed with deps.secret (called when the chat routes register) */
export function registerImageSigner(deps: AppDeps): void {
  if (signers.has(deps.db)) return
  signers.set(deps.db, (imageId, viewer) => {
    const k = memberKey(viewer.kind, viewer.id)
    const e = expiryOf(deps.now())
    return `/api/im/image/${imageId}?k=${encodeURIComponent(k)}&e=${e}&s=${signature(deps.secret, imageId, k, e)}`
  })
}
export const imageSignerOf = (db: object) => signers.get(db)
