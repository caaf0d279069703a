/** Image captcha (svg-captcha): 4 characters, 5 minutes, single use, stored in the database. */
import type { AppDeps } from '../lib/deps'
import { randomId } from '../lib/crypto'

export async function createCaptcha(deps: AppDeps): Promise<{ captchaId: string; svg: string }> {
  const now = deps.now()
  // svg-captcha (with its font) is loaded on the first captcha, not at start
  const { default: svgCaptcha } = await import('svg-captcha')
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 44, fontSize: 48, background: '#f5f7fa' })
  const captchaId = randomId(16)
  // expired captchas are dropped as new ones are made (keeps the table small)
  await deps.db.deleteFrom('captcha').where('expires_at', '<', now).execute()
  await deps.db
    .insertInto('captcha')
    .values({
      id: captchaId,
      answer: c.text.toLowerCase(),
      created_at: now,
      expires_at: new Date(now.getTime() + deps.limits.captchaTtlMs),
      used_at: null,
    })
    .execute()
  return { captchaId, svg: c.data }
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired'

/** Checks and burns the captcha (any attempt uses it up: single use). */
export async function checkCaptcha(deps: AppDeps, captchaId: string, answer: string): Promise<CaptchaCheck> {
  const now = deps.now()
  const row = await deps.db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst()
  if (!row) return 'expired'
  if (row.expires_at.getTime() <= now.getTime()) return 'expired'
  return row.answer === answer.trim().toLowerCase() ? 'ok' : 'wrong'
}
