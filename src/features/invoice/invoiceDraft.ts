/** the invoice being requested, across /billAdd → /headBook?select=1 → /billVerify */
import { create } from 'zustand'
import type { CanInvoiceDetailRes, InvoiceHeader } from '@contract/invoice'

interface InvoiceDraft {
  orderIds: number[]
  detail: CanInvoiceDetailRes | null
  header: InvoiceHeader | null
  email: string
  remark: string
  /** set by /headBook in select mode */
  pickedHeader: InvoiceHeader | null
  set: (patch: Partial<Omit<InvoiceDraft, 'set' | 'reset'>>) => void
  reset: () => void
}

const empty = { orderIds: [], detail: null, header: null, email: '', remark: '', pickedHeader: null }
export const useInvoiceDraft = create<InvoiceDraft>((set) => ({
  ...empty,
  set: (patch) => set(patch),
  reset: () => set(empty),
}))
