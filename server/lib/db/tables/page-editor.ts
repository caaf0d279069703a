/** Kysely table types of the staff console's home-page editor (issue 33 item 3, migration 1400). Merged into DB. */
import type { Generated } from 'kysely'
import type { Json } from './browse'
import type { PageDraft } from '../../../../src/domain/pageDraft'

export interface MagicPageDraftTable {
  page_id: number
  hospital_id: number
  draft: Json<PageDraft>
  saved_at: Date
  saved_by: number
  saved_by_name: string
}

export interface MagicPageVersionTable {
  id: Generated<number>
  page_id: number
  hospital_id: number
  version: number
  draft: Json<PageDraft>
  note: string
  published_at: Date
  published_by: number | null
  published_by_name: string
}

export interface PagePreviewTokenTable {
  /** sha256 (hex) of the token */
  token_hash: string
  hospital_id: number
  page_id: number
  staff_id: number
  expires_at: Date
}

export interface PageEditorTables {
  magic_page_draft: MagicPageDraftTable
  magic_page_version: MagicPageVersionTable
  page_preview_token: PagePreviewTokenTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the page editor's tables to DB
  interface DB extends PageEditorTables {}
}
