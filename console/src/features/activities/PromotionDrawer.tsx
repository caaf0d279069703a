/**
 * 新建 / 编辑满减满赠: name, window, the goods it covers, and up to 5 tiers — threshold (元), 减 (元) or 折, gifts (skus
 * of the own goods, how many of each may be given, how many the patient picks) and gift coupons. Checked first with
 * the checkout's rules (src/domain/staff/activities.ts checkPromotionDraft: thresholds and what each tier takes off
 * must increase), then by the server.
 */
import { useState } from 'react'
import { Alert, Button, Card, Drawer, Form, Input, InputNumber, Select, Space } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { checkPromotionDraft } from '@/domain/staff/activities'
import { pickCoupons, pickGoods, savePromotion, toLocalInput, toWallTime, type Promotion, type PromotionBody } from './api'

interface TierValues {
  totalAmount?: number | null
  type?: 1 | 2
  amount?: number | null
  /** `${goodsId}:${skuId}` */
  gifts?: string[]
  giftAmount?: number | null
  giftNum?: number | null
  couponRuleIds?: number[]
}
interface Values {
  activityName: string
  periodBegin?: string
  periodEnd?: string
  activityDescribe?: string
  goodsIds: number[]
  tiers: TierValues[]
}

export function toPromotionBody(v: Values, id?: number): PromotionBody {
  return {
    ...(id ? { id } : {}),
    activityName: v.activityName ?? '',
    periodBegin: toWallTime(v.periodBegin),
    periodEnd: toWallTime(v.periodEnd),
    activityDescribe: v.activityDescribe ?? '',
    goodsIds: v.goodsIds ?? [],
    tiers: (v.tiers ?? []).map((t) => {
      const gifts = (t.gifts ?? []).map((k) => {
        const [goodsId, skuId] = k.split(':').map(Number)
        return { goodsId, skuId, giftAmount: t.giftAmount ?? 0 }
      })
      return {
        totalAmount: Number(t.totalAmount ?? 0),
        type: t.type ?? 1,
        amount: Number(t.amount ?? 0),
        giftNum: gifts.length ? (t.giftNum ?? 1) : 0,
        gifts,
        couponRuleIds: t.couponRuleIds ?? [],
      }
    }),
  }
}

export function PromotionDrawer({
  promotion,
  onClose,
  onDone,
}: {
  promotion: Promotion | null
  onClose: () => void
  onDone: (p: Promotion) => void
}) {
  const [form] = Form.useForm<Values>()
  const [problem, setProblem] = useState('')
  const [keyword, setKeyword] = useState('')
  const goods = useQuery({ queryKey: ['staff-activity-goods', keyword], queryFn: () => pickGoods(keyword) })
  const coupons = useQuery({ queryKey: ['staff-activity-coupons'], queryFn: pickCoupons })
  const save = useMutation({ mutationFn: (b: PromotionBody) => savePromotion(b), onSuccess: onDone })
  const tiers = Form.useWatch('tiers', form) as TierValues[] | undefined
  const submit = async () => {
    const v = await form.validateFields()
    const body = toPromotionBody(v, promotion?.id)
    const p = checkPromotionDraft(body, new Date())
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = promotion
    ? {
        activityName: promotion.activityName,
        periodBegin: toLocalInput(promotion.periodBegin),
        periodEnd: toLocalInput(promotion.periodEnd),
        activityDescribe: promotion.activityDescribe,
        goodsIds: promotion.goodsIds,
        tiers: promotion.tiers.map((t) => ({
          totalAmount: t.totalAmount,
          type: t.type as 1 | 2,
          amount: t.amount,
          gifts: t.gifts.map((g) => `${g.goodsId}:${g.skuId}`),
          giftAmount: t.gifts[0]?.giftAmount ?? null,
          giftNum: t.giftNum || null,
          couponRuleIds: t.couponRuleIds,
        })),
      }
    : { goodsIds: [], tiers: [{ type: 1 }] }
  const list = goods.data?.list ?? []
  const goodsOptions = [
    ...list.map((g) => ({ value: g.id, label: g.goodsName })),
    ...(promotion?.goodsIds ?? []).filter((id) => !list.some((g) => g.id === id)).map((id) => ({ value: id, label: `商品 ${id}` })),
  ]
  const skuOptions = [
    ...list.flatMap((g) => g.skus.map((s) => ({ value: `${g.id}:${s.id}`, label: `${g.goodsName} ${s.name}` }))),
    ...(promotion?.tiers ?? [])
      .flatMap((t) => t.gifts)
      .filter((x) => !list.some((g) => g.id === x.goodsId))
      .map((x) => ({ value: `${x.goodsId}:${x.skuId}`, label: `商品 ${x.goodsId} 规格 ${x.skuId}` })),
  ]
  const couponOptions = (coupons.data?.list ?? []).map((c) => ({ value: c.id, label: c.couponName }))
  return (
    <Drawer
      open
      size="large"
      title={promotion ? `编辑满减满赠：${promotion.activityName}` : '新建满减满赠'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="promotion-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="activityName" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]}>
          <Input maxLength={30} showCount className="promotion-name" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="periodBegin" label="开始时间">
            <Input type="datetime-local" aria-label="开始时间" className="promotion-begin" />
          </Form.Item>
          <Form.Item name="periodEnd" label="结束时间">
            <Input type="datetime-local" aria-label="结束时间" className="promotion-end" />
          </Form.Item>
        </Space>
        <Form.Item name="goodsIds" label="活动商品">
          <Select
            mode="multiple"
            aria-label="活动商品"
            className="promotion-goods"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={goodsOptions}
          />
        </Form.Item>
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Card key={f.key} size="small" title={`第${i + 1}档`} style={{ marginBottom: 12 }} className="promotion-tier">
                  <Space wrap align="end">
                    <Form.Item name={[f.name, 'totalAmount']} label="满（元）">
                      <InputNumber aria-label={`第${i + 1}档门槛`} className="tier-threshold" precision={2} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'type']} label="优惠方式">
                      <Select
                        aria-label={`第${i + 1}档优惠方式`}
                        style={{ width: 110 }}
                        options={[
                          { value: 1, label: '减（元）' },
                          { value: 2, label: '打折（折）' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'amount']} label={tiers?.[i]?.type === 2 ? '折扣（折）' : '减（元）'}>
                      <InputNumber
                        aria-label={`第${i + 1}档优惠`}
                        className="tier-amount"
                        precision={tiers?.[i]?.type === 2 ? 1 : 2}
                        style={{ width: 120 }}
                      />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)} aria-label={`删除第${i + 1}档`}>
                      删除
                    </Button>
                  </Space>
                  <Space wrap align="end">
                    <Form.Item name={[f.name, 'gifts']} label="赠品（可空）">
                      <Select mode="multiple" aria-label={`第${i + 1}档赠品`} style={{ width: 260 }} options={skuOptions} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'giftAmount']} label="每种赠品数量">
                      <InputNumber aria-label={`第${i + 1}档赠品数量`} precision={0} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'giftNum']} label="可选赠品数">
                      <InputNumber aria-label={`第${i + 1}档可选赠品数`} precision={0} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'couponRuleIds']} label="赠券（可空）">
                      <Select mode="multiple" aria-label={`第${i + 1}档赠券`} style={{ width: 220 }} options={couponOptions} />
                    </Form.Item>
                  </Space>
                </Card>
              ))}
              <Button onClick={() => add({ type: 1 })} disabled={fields.length >= 5}>
                添加一档
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="activityDescribe" label="活动说明" style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
      {problem || save.error ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} className="promotion-problem" />
      ) : null}
    </Drawer>
  )
}
