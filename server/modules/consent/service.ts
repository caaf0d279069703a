/**
 * The one record of separate consents (PIPL art. 14: consent must be demonstrable; art. 29 sensitive personal
 * information; art. 31 a guardian's consent for a child under 14). Every module that asks for a separate consent
 * writes each grant and withdrawal here, in the same transaction as the state it changes; the state itself stays on
 * the object it guards (health_member.health_consent_at, pe_person_consent, user_person.consent_at, ...), which the
 * module checks before it touches the data. The log goes with the account when it is deleted.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { registerUserDataDeleter } from '../user'

type Q = Kysely<DB> | Transaction<DB>

/** what a consent is about, and the id of that object (0 for the account itself) */
export type ConsentSubject = 'member' | 'person' | 'archive' | 'survey' | 'account'

/**
 * what it allows:
 *  - health, guardian: a family member's health record (health_member) and a guardian's consent for a child
 *  - id_number: keeping an exam person's ID number (user_person)
 *  - exam_form: an exam person's health answers on the check-up form (pe_person_form)
 *  - chat_archive: a consultation archive's ID number and health history (chat_patient_archive)
 *  - sensitive_survey: answers to a questionnaire that asks for health data (survey_submission)
 *  - assistant_external: sending the AI assistant's questions to an external provider (account)
 */
export type ConsentPurpose = 'health' | 'guardian' | 'id_number' | 'exam_form' | 'chat_archive' | 'sensitive_survey' | 'assistant_external'

export type ConsentAction = 'grant' | 'withdraw'

export interface ConsentEvent {
  subject: ConsentSubject
  subjectId: number
  purpose: ConsentPurpose
  action: ConsentAction
  at: Date
}

registerUserDataDeleter('consent', async (trx, user) => {
  await trx.deleteFrom('consent_log').where('user_id', '=', user.id).execute()
})

/** records one grant or withdrawal (use the transaction that changes the consent's state) */
export async function logConsent(db: Q, userId: number, e: ConsentEvent): Promise<void> {
  await db
    .insertInto('consent_log')
    .values({ user_id: userId, subject: e.subject, subject_id: e.subjectId, purpose: e.purpose, action: e.action, created_at: e.at })
    .execute()
}

/** whether the latest event of this consent is a grant (for consents kept only in the log: the account's) */
export async function consentGiven(
  db: Q,
  userId: number,
  subject: ConsentSubject,
  subjectId: number,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const last = await db
    .selectFrom('consent_log')
    .select('action')
    .where('user_id', '=', userId)
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return last?.action === 'grant'
}

/** the account's consent events, oldest first; only those of one object when `of` is given */
export async function consentHistory(db: Q, userId: number, of?: { subject: ConsentSubject; subjectId: number }): Promise<ConsentEvent[]> {
  let q = db.selectFrom('consent_log').select(['subject', 'subject_id', 'purpose', 'action', 'created_at']).where('user_id', '=', userId)
  if (of) q = q.where('subject', '=', of.subject).where('subject_id', '=', of.subjectId)
  const rows = await q.orderBy('id').execute()
  return rows.map((r) => ({
    subject: r.subject as ConsentSubject,
    subjectId: r.subject_id,
    purpose: r.purpose as ConsentPurpose,
    action: r.action as ConsentAction,
    at: r.created_at,
  }))
}
