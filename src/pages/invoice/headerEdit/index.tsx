import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import type { InvoiceHeader } from '@contract/invoice'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { back } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { checkRepeat, headerDetail, saveHeader, useInvoiceDraft, HeaderForm } from '@/features/invoice'
import { HEADER_REPEAT } from '@/domain'
import '@/features/invoice/invoice-pages.scss'

/** SPEC §2 /headBookAdd (?id= edits): the header form; checkRepeat before saving (该发票抬头已存在). */
export default function HeaderEditPage() {
  const { query } = useMemo(() => currentRoute(), [])
  // editing: the header's details (a failure leaves the form empty)
  const detail = useQuery(['invoiceHeader', query.id], () => headerDetail(query.id), { enabled: !!query.id })
  const initial: InvoiceHeader | null = detail.data ?? null
  const loading = !!query.id && detail.loading
  return (
    <Page title={query.id ? '编辑发票抬头' : undefined}>
      <View className="ix-page">
        {loading ? (
          <View className="ix-card">
            <Skeleton rows={5} animated />
          </View>
        ) : (
          <HeaderForm
            initial={initial}
            onSubmit={async (req) => {
              const r = await checkRepeat({
                invoiceTitle: req.invoiceTitle ?? '',
                taxNumber: req.taxNumber || undefined,
                id: req.id,
              }).catch(() => ({ repeat: false }))
              if (r.repeat) {
                toast(HEADER_REPEAT)
                throw { field: 'invoiceTitle', message: HEADER_REPEAT }
              }
              const saved = await saveHeader(req)
              toast('保存成功', 'success')
              // a header added while choosing one for an invoice is chosen at once
              if (query.select === '1') useInvoiceDraft.getState().set({ pickedHeader: saved })
              setTimeout(() => back(query.select === '1' ? 2 : 1), 600)
            }}
          />
        )}
      </View>
    </Page>
  )
}
