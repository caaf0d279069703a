import { useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Input, Popup, Radio, Skeleton, TextArea } from '@nutui/nutui-react-taro'
import type { AfterSaleType } from '@contract/after-sale'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { formatPrice, isPhysicalLine } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { useQuery } from '@/shared/data'
import { orderDetail } from '../api'
import { applyAfterSale, getAfterSaleReason } from './api'
import { validateAfterSale } from './rules'
import '../order-pages.scss'

/**
 * SPEC §2 /afterSaleApply?orderId=: type (仅退款 / 退货退款 for physical goods), a reason from
 * getAfterSaleReason, the amount (≤ what was paid), a description. Images are optional and not
 * collected here (no upload endpoint in the contract yet).
 */
export default function AfterSaleApplyScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const [type, setType] = useState<AfterSaleType>(1)
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [picking, setPicking] = useState(false)
  const [amount, setAmount] = useState('')
  const [desc, setDesc] = useState('')
  const [formError, setFormError] = useState('')

  const detail = useQuery(['orderDetail', query.orderId], () =>
    orderDetail(query.orderId, { silent: true }).then((o) => {
      setAmount(formatPrice(o.actualPrice))
      return o
    }),
  )
  const order = detail.data
  const error = detail.error
  const reasonQuery = useQuery(['afterSaleReasons', type], () => getAfterSaleReason(type))
  const reasons = (!reasonQuery.error && reasonQuery.data) || []

  if (error)
    return (
      <Page>
        <StatusView kind="error" text={error} />
      </Page>
    )
  if (!order)
    return (
      <Page>
        <View className="ox-page">
          <View className="ox-section">
            <Skeleton rows={6} animated />
          </View>
        </View>
      </Page>
    )

  const hasPhysical = (order.goodsList || []).some(isPhysicalLine)
  const reason = reasons.find((r) => r.id === reasonId)
  const max = order.actualPrice

  const submit = async () => {
    const msg = validateAfterSale({ reasonId, amount, max })
    setFormError(msg || '')
    if (msg) return toast(msg)
    try {
      const r = await applyAfterSale({
        orderId: order.id,
        afterSaleType: type,
        reasonId: reasonId!,
        refundAmount: Number(amount),
        description: desc.trim() || undefined,
      })
      toast('售后申请已提交', 'success')
      redirect('/afterSaleDetail', { id: r.afterSaleId, hospitalId })
    } catch {
      /* shown by the request layer */
    }
  }

  return (
    <Page
      footer={
        <View className="ox-footer ox-footer--block">
          <Button block type="primary" className="asa__submit" onClick={submit}>
            提交申请
          </Button>
        </View>
      }
    >
      <View className="ox-page asa">
        <View className="ox-section">
          <Text className="ox-section__title">售后商品</Text>
          {(order.goodsList || []).map((l) => (
            <View key={l.id} className="ox-line">
              <Image className="ox-line__img" src={l.headPic} mode="aspectFill" />
              <View className="ox-line__info">
                <Text className="ox-line__name">{l.goodsName}</Text>
                {l.skuName ? <Text className="ox-line__sku">{l.skuName}</Text> : null}
                <View className="ox-line__bottom">
                  <Text className="ox-line__price">¥{formatPrice(l.realPrice)}</Text>
                  <Text>x{l.goodsNum}</Text>
                </View>
              </View>
            </View>
          ))}
        </View>
        <View className="ox-section">
          <View className="ox-field">
            <Text className="ox-field__label">售后类型</Text>
            <Radio.Group
              value={String(type)}
              onChange={(v) => {
                setType(Number(v) as AfterSaleType)
                setReasonId(null)
              }}
              direction="horizontal"
            >
              <Radio value="1">仅退款</Radio>
              {hasPhysical ? <Radio value="2">退货退款</Radio> : null}
            </Radio.Group>
          </View>
          <View className="ox-field asa__reason" onClick={() => setPicking(true)}>
            <Text className="ox-field__label">售后原因</Text>
            <Text className={`ox-field__value ${reason ? '' : 'ox-field__value--empty'}`}>{reason?.reason || '请选择售后原因'} ›</Text>
          </View>
          <View className="ox-field">
            <Text className="ox-field__label">退款金额</Text>
            <Input
              className="ox-field__input asa__amount"
              type="digit"
              value={amount}
              onChange={(v) => (setAmount(v), setFormError(''))}
              placeholder="请输入退款金额"
            />
          </View>
          <Text className="ox-note asa__max" style={{ margin: '4px 0 8px' }}>
            最多可退 ¥{formatPrice(max)}
          </Text>
          <View className="ox-field ox-field--top">
            <Text className="ox-field__label">问题描述</Text>
          </View>
          <TextArea
            className="asa__desc"
            placeholder="请描述遇到的问题（选填）"
            maxLength={200}
            showCount
            value={desc}
            onChange={setDesc}
          />
          {formError ? <Text className="ox-error asa__error">{formError}</Text> : null}
        </View>
        <Text className="ox-note">退款将在审核通过后2-5个工作日内原路退回。</Text>
      </View>
      <Popup visible={picking} position="bottom" round closeable onClose={() => setPicking(false)}>
        <View className="ox-pop">
          <Text className="ox-pop__title">售后原因</Text>
          {reasons.length === 0 ? <Text className="ox-note">暂无可选原因</Text> : null}
          {reasons.map((r) => (
            <Text
              key={r.id}
              className={`ox-pop__opt asa__opt ${r.id === reasonId ? 'ox-pop__opt--on' : ''}`}
              onClick={() => (setReasonId(r.id), setPicking(false), setFormError(''))}
            >
              {r.reason}
            </Text>
          ))}
        </View>
      </Popup>
    </Page>
  )
}
