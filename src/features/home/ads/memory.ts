import type { AdMemory } from '@/domain'
import { sessionStore, storage } from '@/shared/platform'

/** SPEC §4 ad dismissal memory: local storage (frequency 1) and session storage (frequency 2) */
export const adMemory: AdMemory = {
  local: {
    get: (key) => storage.getItem(key),
    set: (key) => {
      try {
        storage.setItem(key, 1)
      } catch {
        /* best effort */
      }
    },
  },
  session: {
    get: (key) => sessionStore.getItem(key),
    set: (key) => {
      try {
        sessionStore.setItem(key, 1)
      } catch {
        /* best effort */
      }
    },
  },
}
