import { useMemo, useRef } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { InvoiceHeader } from '@contract/invoice'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { back, navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { deleteHeaders, headerList, useInvoiceDraft } from '@/features/invoice'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/invoice/invoice-pages.scss'

/** SPEC §2 /headBook: personal and company invoice headers; ?select=1 picks one for /billAdd. */
export default function HeaderListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const select = query.select === '1'
  const list = usePagedList<InvoiceHeader>([], () => headerList())
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) list.refresh()
    seen.current = true
  })
  const remove = async (h: InvoiceHeader) => {
    if (!(await confirm({ content: `确定删除抬头“${h.invoiceTitle}”？` }))) return
    await deleteHeaders([h.id]).then(
      () => (toast('已删除', 'success'), list.refresh()),
      () => undefined,
    )
  }
  return (
    <Page
      onRefresh={list.refresh}
      title={select ? '选择发票抬头' : undefined}
      footer={
        <View className="ix-footer">
          <Button
            block
            type="primary"
            className="head-book__add"
            onClick={() => navigate('/headBookAdd', { hospitalId, ...(select ? { select: 1 } : {}) })}
          >
            添加发票抬头
          </Button>
        </View>
      }
    >
      <View className="ix-fill">
        <ScrollArea className="ix-grow" label={A11Y_LIST.invoiceHeaders}>
          <InfiniteList
            state={list}
            emptyText="暂无发票抬头，请添加"
            renderItem={(h) => (
              <View key={h.id} className="ix-card head-book__item" data-header-id={h.id}>
                <View
                  onClick={() => {
                    if (select) {
                      useInvoiceDraft.getState().set({ pickedHeader: h })
                      back()
                    } else navigate('/headBookAdd', { id: h.id, hospitalId })
                  }}
                >
                  <View className="ix-card__head">
                    <Text className="ix-card__title">{h.invoiceTitle}</Text>
                    <Text className="app-chip app-chip--plain">{h.headerTypeStr}</Text>
                    {h.defaultUse === 0 ? (
                      <Text className="app-chip" style={{ marginLeft: '6px' }}>
                        默认
                      </Text>
                    ) : null}
                  </View>
                  {h.taxNumber ? <Text className="ix-card__line">税号 {h.taxNumber}</Text> : null}
                  {h.email ? <Text className="ix-card__line">邮箱 {h.email}</Text> : null}
                </View>
                {!select ? (
                  <View className="ix-card__head" style={{ justifyContent: 'flex-end', marginTop: '10px' }}>
                    <Text
                      className="ix-card__line"
                      style={{ marginRight: '16px' }}
                      onClick={() => navigate('/headBookAdd', { id: h.id, hospitalId })}
                    >
                      编辑
                    </Text>
                    <Text className="ix-card__line" style={{ color: '#fa2c19' }} onClick={() => remove(h)}>
                      删除
                    </Text>
                  </View>
                ) : null}
              </View>
            )}
          />
          <View style={{ height: '160px' }} />
        </ScrollArea>
      </View>
    </Page>
  )
}
