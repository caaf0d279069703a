/**
 * Account preferences (issue 16): the elder-friendly mode remembered per user, so that it follows the user to
 * another device. One row per user (user_preference, deleted with the account by its foreign key's cascade);
 * no row = the defaults. The app keeps the same flag in local storage for visitors who are not logged in.
 */
import type { SaveUserPreferenceReq, UserPreference } from '../../../contract/account'
import type { AppDeps } from '../../lib/deps'

export const DEFAULT_PREFERENCE: UserPreference = { elderMode: false }

export async function getPreference(deps: Pick<AppDeps, 'db'>, userId: number): Promise<UserPreference> {
  const row = await deps.db.selectFrom('user_preference').select('elder_mode').where('user_id', '=', userId).executeTakeFirst()
  return row ? { elderMode: row.elder_mode } : { ...DEFAULT_PREFERENCE }
}

/** upsert: two saves at once end with one row, the later value */
export async function savePreference(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  req: SaveUserPreferenceReq,
): Promise<UserPreference> {
  const now = deps.now()
  await deps.db
    .insertInto('user_preference')
    .values({ user_id: userId, elder_mode: req.elderMode, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ elder_mode: req.elderMode, updated_at: now }))
    .execute()
  return { elderMode: req.elderMode }
}
