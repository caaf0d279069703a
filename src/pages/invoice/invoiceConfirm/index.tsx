import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { formatPrice } from '@/domain'
import { redirect } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { submitApply, useInvoiceDraft } from '@/features/invoice'
import '@/features/invoice/invoice-pages.scss'

const Field = ({ label, value }: { label: string; value: string }) => (
  <View className="ix-field">
    <Text className="ix-field__label">{label}</Text>
    <Text className="ix-field__value">{value}</Text>
  </View>
)

/** SPEC §2 /billVerify: the patient checks the invoice before it is requested (submitApply). */
export default function InvoiceConfirmPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const draft = useInvoiceDraft()
  if (!draft.header || !draft.orderIds.length)
    return (
      <Page>
        <StatusView
          kind="empty"
          text="开票信息已失效，请重新选择订单"
          actionText="返回发票"
          onAction={() => redirect('/bill', { hospitalId })}
        />
      </Page>
    )
  const h = draft.header
  const submit = async () => {
    try {
      const inv = await submitApply({
        orderIdList: draft.orderIds,
        invoiceDataId: h.id,
        email: draft.email.trim(),
        invoiceType: 1,
        remark: draft.remark || undefined,
      })
      useInvoiceDraft.getState().reset()
      toast('开票申请已提交', 'success')
      redirect('/billDetail', { invoiceId: inv.invoiceId, hospitalId })
    } catch {
      /* shown */
    }
  }
  return (
    <Page
      footer={
        <View className="ix-footer">
          <Button block type="primary" className="bill-verify__submit" onClick={submit}>
            确认提交
          </Button>
        </View>
      }
    >
      <View className="ix-page bill-verify">
        <Text className="ix-note">请核对开票信息，提交后抬头与税号不可修改。</Text>
        <View className="ix-section">
          <Field label="发票类型" value="电子普通发票" />
          <Field label="抬头类型" value={h.headerTypeStr} />
          <Field label="发票抬头" value={h.invoiceTitle} />
          {h.taxNumber ? <Field label="税号" value={h.taxNumber} /> : null}
          <Field label="接收邮箱" value={draft.email} />
          <Field label="订单数量" value={`${draft.orderIds.length}个`} />
          <View className="ix-field">
            <Text className="ix-field__label">开票金额</Text>
            <Text className="ix-field__value ix-total">¥{formatPrice(draft.detail?.totalPrice ?? 0)}</Text>
          </View>
        </View>
      </View>
    </Page>
  )
}
