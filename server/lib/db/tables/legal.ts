/**
 * Kysely table types of the legal texts' versions (issue 33 item 4, migration 1420): the columns the versions add
 * to `protocol` (the served text), the kept versions and drafts, and the patients' acceptances. Merged into DB.
 */
import type { ColumnType, Generated } from 'kysely'
import type { StaffLandingConfig } from '../../../../contract/legal'

type Opt<T> = ColumnType<T, T | undefined, T>

declare module '../schema' {
  interface ProtocolTable {
    /** the published version served (1: the text before versions existed) */
    version: Opt<number>
    /** what changed in this version (shown when a patient is asked again) */
    note: Opt<string>
    /** the staff account that published it (null: seeded) */
    published_by: Opt<number | null>
  }
}

/** a version a hospital wrote: a draft (version null) until it is published with the next number */
export interface ProtocolVersionTable {
  id: Generated<number>
  hospital_id: number
  code: number
  version: number | null
  status: 'draft' | 'published'
  title: string
  /** HTML, sanitised when saved */
  content: string
  note: string
  created_by: number
  created_at: Date
  updated_by: number
  updated_at: Date
  published_by: number | null
  published_at: Date | null
}

/** a patient accepted this version of the user agreement (100) or the privacy policy (200) of a hospital */
export interface ProtocolAcceptanceTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  code: number
  version: number
  accepted_at: Date
}

/** a hospital landing's draft (contract/legal.ts StaffLandingConfig as JSON); (hospital_id, landing_key) is the key */
export interface LandingDraftTable {
  hospital_id: number
  landing_key: string
  config: ColumnType<StaffLandingConfig, string, string>
  updated_by: number
  updated_at: Date
}

export interface LegalTables {
  protocol_version: ProtocolVersionTable
  protocol_acceptance: ProtocolAcceptanceTable
  landing_draft: LandingDraftTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the legal tables to DB
  interface DB extends LegalTables {}
}
