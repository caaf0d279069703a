import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { InvoiceDetailRes } from '@contract/invoice'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import StatusView from '@/shared/ui/StatusView'
import { formatPrice, validateEmail } from '@/domain'
import { INVOICE_REFUSED } from '@/domain/messages'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { deliveryInvoice, downloadInvoicePdf, invoiceDetail } from '@/features/invoice'
import '@/features/invoice/invoice-pages.scss'

const Field = ({ label, value }: { label: string; value: string }) => (
  <View className="ix-field">
    <Text className="ix-field__label">{label}</Text>
    <Text className="ix-field__value">{value}</Text>
  </View>
)

/** SPEC §2 /billDetail?invoiceId=: status, header, amount, its orders; an issued invoice can be sent again. */
export default function InvoiceDetailPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const detail = useQuery(['invoice', query.invoiceId], () => invoiceDetail(query.invoiceId, { silent: true }))
  // what a resend answered (the delivery time) over the loaded invoice
  const [resent, setResent] = useState<Partial<InvoiceDetailRes> | null>(null)
  const d: InvoiceDetailRes | null = detail.data ? { ...detail.data, ...resent } : null
  const load = detail.reload
  if (detail.error)
    return (
      <Page>
        <StatusView kind="error" text={detail.error} />
      </Page>
    )
  if (!d)
    return (
      <Page>
        <View className="ix-page">
          <View className="ix-card">
            <Skeleton rows={6} animated />
          </View>
        </View>
      </Page>
    )
  const resend = async () => {
    const e = validateEmail(d.email)
    if (e) return toast(e)
    await deliveryInvoice({ invoiceId: d.invoiceId, email: d.email }).then(
      (r) => (setResent(r), toast('已重新发送', 'success')),
      () => undefined,
    )
  }
  const download = async () => {
    await downloadInvoicePdf(d.invoiceId, d.invoiceNo).then(
      () => toast('电子发票已下载', 'success'),
      () => toast('电子发票下载失败，请稍后重试'),
    )
  }
  return (
    <Page
      onRefresh={load}
      footer={
        d.status === 2 ? (
          <View className="ix-footer">
            {d.invoiceUrl ? (
              <Button block type="primary" className="bill-detail__download" onClick={download}>
                下载电子发票
              </Button>
            ) : null}
            <Button block type={d.invoiceUrl ? 'default' : 'primary'} className="bill-detail__resend" onClick={resend}>
              重新发送至邮箱
            </Button>
          </View>
        ) : undefined
      }
    >
      <View className="ix-page bill-detail" data-status={d.status}>
        <View className="ix-card">
          <View className="ix-card__head">
            <Text className="ix-card__title">{d.invoiceTypeStr}</Text>
            <Text className={`ix-card__state ix-card__state--s${d.status} bill-detail__status`}>{d.statusStr}</Text>
          </View>
          <Text className="ix-card__line bill-detail__line">
            {d.status === 1
              ? '发票开具中，开具后将发送至您的邮箱'
              : d.status === 2
                ? `已于 ${d.issueTime || ''} 开具`
                : d.refuseReason
                  ? INVOICE_REFUSED(d.refuseReason)
                  : '开票失败，请联系客服'}
          </Text>
        </View>
        <View className="ix-section">
          <Field label="抬头类型" value={d.headerType === 2 ? '单位' : '个人'} />
          <Field label="发票抬头" value={d.invoiceTitle} />
          {d.taxNumber ? <Field label="税号" value={d.taxNumber} /> : null}
          <Field label="接收邮箱" value={d.email} />
          {d.invoiceNo ? <Field label="发票号码" value={d.invoiceNo} /> : null}
          <Field label="申请时间" value={d.applyTime} />
          <View className="ix-field">
            <Text className="ix-field__label">开票金额</Text>
            <Text className="ix-field__value ix-total">¥{formatPrice(d.amount)}</Text>
          </View>
        </View>
        <View className="ix-section" onClick={() => navigate('/billOrderList', { invoiceId: d.invoiceId, hospitalId })}>
          <View className="ix-field">
            <Text className="ix-field__label">开票订单</Text>
            <Text className="ix-field__value bill-detail__orders">共{d.orderList?.length ?? d.orderCount}个订单 ›</Text>
          </View>
        </View>
      </View>
    </Page>
  )
}
