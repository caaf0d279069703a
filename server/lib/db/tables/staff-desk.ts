/** Kysely table types of the staff console's order and invoice desk (issue 31, migration 1210). Merged into DB. */
import type { Generated } from 'kysely'

/** a staff-only remark on an order (never shown to the patient) */
export interface StaffOrderNoteTable {
  id: Generated<number>
  order_id: number
  hospital_id: number
  staff_id: number
  staff_name: string
  text: string
  created_at: Date
}

/** the PDF of an issued electronic invoice (bytes checked by server/lib/upload-file.ts sniffUploadKind) */
export interface InvoicePdfTable {
  invoice_id: number
  hospital_id: number
  bytes: Buffer
  created_at: Date
}

export interface StaffDeskTables {
  staff_order_note: StaffOrderNoteTable
  invoice_pdf: InvoicePdfTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the desk's tables to DB
  interface DB extends StaffDeskTables {}
}
