/**
 * Entry types and their route sets live in @/shared/routes/entries (the tab shells read them too); this file adds
 * where an entry link lands.
 */
import type { EntryType } from '@/domain/wire'
import { entryRoutes } from '@/shared/routes/entries'

export { ENTRY_ROUTES, entryRoutes, type EntryRoutes } from '@/shared/routes/entries'

/**
 * The home an entry link lands on: when /home (or /modulePage/home) is opened with an entry type of its own,
 * that entry's home; null to stay.
 */
export function entryHomeRedirect(path: string, entry: EntryType | null | undefined): string | null {
  if (!entry || entry === 'shop') return null
  if (path !== '/home' && path !== '/modulePage/home') return null
  const home = entryRoutes(entry).home
  return home === path ? null : home
}
