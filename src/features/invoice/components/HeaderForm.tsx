import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input, Radio, Switch } from '@nutui/nutui-react-taro'
import type { InvoiceHeader, SaveInvoiceHeaderReq } from '@contract/invoice'
import { toast } from '@/shared/platform'
import { validateInvoiceHeader } from '@/domain'

export interface HeaderFormProps {
  initial?: InvoiceHeader | null
  onSubmit: (req: SaveInvoiceHeaderReq) => Promise<unknown>
}

/** personal (个人) or company (单位) invoice header; company needs a valid tax number */
export default function HeaderForm({ initial, onSubmit }: HeaderFormProps) {
  const [s, setS] = useState({
    headerType: (initial?.headerType ?? 1) as 1 | 2,
    invoiceTitle: initial?.invoiceTitle ?? '',
    taxNumber: initial?.taxNumber ?? '',
    email: initial?.email ?? '',
    companyAddress: initial?.companyAddress ?? '',
    companyPhone: initial?.companyPhone ?? '',
    bankName: initial?.bankName ?? '',
    bankAccount: initial?.bankAccount ?? '',
    defaultUse: initial ? initial.defaultUse === 0 : false,
  })
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const set = (patch: Partial<typeof s>) => {
    setS((o) => ({ ...o, ...patch }))
    setError(null)
  }
  const company = s.headerType === 2
  const submit = async () => {
    const bad = validateInvoiceHeader(s)
    setError(bad)
    if (bad) return toast(bad.message)
    const req: SaveInvoiceHeaderReq = {
      ...(initial?.id ? { id: initial.id } : {}),
      headerType: s.headerType,
      invoiceTitle: s.invoiceTitle.trim(),
      email: s.email.trim(),
      defaultUse: s.defaultUse ? 0 : 1,
      ...(company
        ? {
            taxNumber: s.taxNumber.replace(/\s+/g, '').toUpperCase(),
            companyAddress: s.companyAddress.trim(),
            companyPhone: s.companyPhone.trim(),
            bankName: s.bankName.trim(),
            bankAccount: s.bankAccount.trim(),
          }
        : { taxNumber: '' }),
    }
    await onSubmit(req).catch((e) => {
      if (e?.field) setError(e)
    })
  }
  const err = (f: string) => (error?.field === f ? <Text className="ix-error head-form__error">{error.message}</Text> : null)
  const field = (label: string, key: keyof typeof s, placeholder: string, extra: Record<string, unknown> = {}) => (
    <>
      <View className="ix-field">
        <Text className="ix-field__label">{label}</Text>
        <Input
          className={`ix-field__input head-form__${key}`}
          name={key}
          placeholder={placeholder}
          value={String(s[key])}
          onChange={(v) => set({ [key]: v } as never)}
          {...extra}
        />
      </View>
      {err(key)}
    </>
  )
  return (
    <View className="head-form">
      <View className="ix-section">
        <View className="ix-field">
          <Text className="ix-field__label">抬头类型</Text>
          <Radio.Group
            value={String(s.headerType)}
            onChange={(v) => (set({ headerType: Number(v) as 1 | 2 }), setError(null))}
            direction="horizontal"
            className="head-form__type"
          >
            <Radio value="1">个人</Radio>
            <Radio value="2">单位</Radio>
          </Radio.Group>
        </View>
        {field('发票抬头', 'invoiceTitle', company ? '请输入单位名称' : '请输入个人姓名', { maxLength: 100 })}
        {company ? field('税号', 'taxNumber', '请输入纳税人识别号', { maxLength: 20 }) : null}
        {field('邮箱', 'email', '用于接收电子发票（选填）', { maxLength: 60 })}
      </View>
      {company ? (
        <View className="ix-section">
          <Text className="ix-section__title">更多信息（选填）</Text>
          {field('单位地址', 'companyAddress', '请输入单位地址')}
          {field('单位电话', 'companyPhone', '请输入单位电话')}
          {field('开户银行', 'bankName', '请输入开户银行')}
          {field('银行账号', 'bankAccount', '请输入银行账号')}
        </View>
      ) : null}
      <View className="ix-section">
        <View className="ix-field" style={{ justifyContent: 'space-between' }}>
          <Text className="ix-field__label">设为默认抬头</Text>
          <Switch checked={s.defaultUse} onChange={(v: boolean) => set({ defaultUse: v })} />
        </View>
      </View>
      <View style={{ padding: '20px 16px' }}>
        <Button block type="primary" className="head-form__save" onClick={submit}>
          保存
        </Button>
      </View>
    </View>
  )
}
