import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { formatPrice, validateEmail } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { canInvoiceDetail, headerList, useInvoiceDraft, OrderBrief, HEADER_REQUIRED } from '@/features/invoice'
import '@/features/invoice/invoice-pages.scss'

/**
 * SPEC §2 /billAdd?orderIds=: electronic ordinary invoice only (SPEC §9); the checked orders with
 * their total (canInvoiceDetail totalPrice), the header (the default one, or chosen on /headBook),
 * the e-mail the invoice is sent to; next is /billVerify.
 */
export default function InvoiceApplyPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const draft = useInvoiceDraft()
  const orderIds = useMemo(() => (query.orderIds || '').split(',').map(Number).filter(Boolean), [query.orderIds])
  const [error, setError] = useState('')
  const [emailError, setEmailError] = useState('')

  useEffect(() => {
    if (!orderIds.length) return setError('请先选择要开票的订单')
    draft.set({ orderIds })
    canInvoiceDetail(orderIds, { silent: true }).then(
      (d) => useInvoiceDraft.getState().set({ detail: d }),
      (e) => setError(e?.message || '加载失败'),
    )
    if (!useInvoiceDraft.getState().header)
      headerList().then(
        (l) => {
          const h = l.find((x) => x.defaultUse === 0) || null
          if (h && !useInvoiceDraft.getState().header)
            useInvoiceDraft.getState().set({ header: h, email: useInvoiceDraft.getState().email || h.email })
        },
        () => undefined,
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the order ids' value, not the array's identity
  }, [orderIds.join(',')])
  useDidShow(() => {
    const s = useInvoiceDraft.getState()
    if (s.pickedHeader) s.set({ header: s.pickedHeader, pickedHeader: null, email: s.email || s.pickedHeader.email })
  })

  if (error)
    return (
      <Page>
        <StatusView kind="error" text={error} />
      </Page>
    )
  const d = draft.detail
  const next = () => {
    if (!draft.header) return toast(HEADER_REQUIRED)
    const e = validateEmail(draft.email.trim())
    setEmailError(e || '')
    if (e) return toast(e)
    navigate('/billVerify', { hospitalId })
  }
  return (
    <Page
      footer={
        <View className="ix-bar">
          <Text className="ix-bar__sum">
            开票金额 <Text className="ix-bar__price">¥{formatPrice(d?.totalPrice ?? 0)}</Text>
          </Text>
          <Button type="primary" size="small" className="bill-add__next" onClick={next}>
            下一步
          </Button>
        </View>
      }
    >
      <View className="ix-page bill-add">
        <View className="ix-section">
          <View className="ix-field">
            <Text className="ix-field__label">发票类型</Text>
            <Text className="ix-field__value">电子普通发票</Text>
          </View>
          <View className="ix-field bill-add__header" onClick={() => navigate('/headBook', { select: 1, hospitalId })}>
            <Text className="ix-field__label">发票抬头</Text>
            <Text className={`ix-field__value ${draft.header ? '' : 'ix-field__value--empty'}`}>
              {draft.header ? `${draft.header.invoiceTitle}（${draft.header.headerTypeStr}）` : '请选择发票抬头'} ›
            </Text>
          </View>
          {draft.header?.taxNumber ? (
            <View className="ix-field">
              <Text className="ix-field__label">税号</Text>
              <Text className="ix-field__value">{draft.header.taxNumber}</Text>
            </View>
          ) : null}
          <View className="ix-field">
            <Text className="ix-field__label">接收邮箱</Text>
            <Input
              className="ix-field__input bill-add__email"
              placeholder="请输入邮箱地址"
              value={draft.email}
              onChange={(v) => draft.set({ email: v })}
            />
          </View>
          {emailError ? <Text className="ix-error">{emailError}</Text> : null}
        </View>
        <Text className="ix-note">本平台仅开具电子普通发票，开具后将发送至您的邮箱。</Text>
        <View className="ix-section">
          <Text className="ix-section__title">开票订单（{orderIds.length}）</Text>
          {d ? (
            d.orderList.map((o) => (
              <View key={o.orderId} className="ix-field" style={{ padding: '12px 0' }}>
                <OrderBrief order={o} />
              </View>
            ))
          ) : (
            <Skeleton rows={3} animated />
          )}
          {d ? (
            <View className="ix-field">
              <Text className="ix-field__label">合计</Text>
              <Text className="ix-field__value ix-total bill-add__total">¥{formatPrice(d.totalPrice)}</Text>
            </View>
          ) : null}
        </View>
      </View>
    </Page>
  )
}
