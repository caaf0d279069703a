/** Kysely table type of the one consent log (server/modules/consent). Merged into DB. */
import type { Generated } from 'kysely'

/**
 * Every grant and withdrawal of a separate consent (PIPL art. 14, 29, 31: consent must be demonstrable), one row per
 * event, oldest first by id. The current state stays on the object it guards (health_member.health_consent_at,
 * pe_person_consent, user_person.consent_at, ...); this log is the record of how it came to be.
 */
export interface ConsentLogTable {
  id: Generated<number>
  user_id: number
  /** what the consent is about: member | person | archive | survey | account (see ConsentSubject) */
  subject: string
  /** the id of that object (health_member.id, user_person.id, ...); 0 for the account itself */
  subject_id: number
  /** health | guardian | id_number | exam_form | chat_archive | sensitive_survey | assistant_external */
  purpose: string
  /** grant | withdraw */
  action: string
  created_at: Date
}

export interface ConsentTables {
  consent_log: ConsentLogTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the consent log to DB
  interface DB extends ConsentTables {}
}
