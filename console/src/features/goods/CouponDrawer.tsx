/**
 * 新建 / 编辑优惠券: face (amount in yuan, or 折), threshold, validity window or days after claiming, claim window,
 * per-user limit, total, the goods it applies to. Checked first with the checkout's rule (src/domain/staff/catalog.ts
 * checkCouponDraft), then by the server with the same rule.
 */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { checkCouponDraft } from '@/domain/staff/catalog'
import { fen, listGoods, saveCoupon, toLocalInput, toWallTime, type Coupon, type CouponBody } from './api'

interface Values {
  couponName: string
  couponType: 1 | 2 | 3
  /** yuan, or 折 (8.5) for discounts */
  face: number | null
  reachType: 0 | 1 | 2
  /** yuan, or items */
  reach?: number | null
  fixed: boolean
  periodBegin?: string
  periodEnd?: string
  periodDays?: number | null
  acquireBegin?: string
  acquireEnd?: string
  reqNum: number
  couponTotal: number
  goodsIds: number[]
  inCenter: boolean
}

export function toCouponBody(v: Values, id?: number): CouponBody {
  return {
    ...(id ? { id } : {}),
    couponName: v.couponName ?? '',
    couponType: v.couponType,
    couponVal: v.couponType === 2 ? Math.round(Number(v.face ?? 0) * 10) : (fen(v.face) ?? 0),
    reachType: v.reachType,
    reachVal: v.reachType === 1 ? (fen(v.reach) ?? 0) : v.reachType === 2 ? Number(v.reach ?? 0) : 0,
    periodBegin: v.fixed ? toWallTime(v.periodBegin) : null,
    periodEnd: v.fixed ? toWallTime(v.periodEnd) : null,
    periodDays: v.fixed ? null : (v.periodDays ?? null),
    acquireBegin: toWallTime(v.acquireBegin),
    acquireEnd: toWallTime(v.acquireEnd),
    reqNum: v.reqNum,
    couponTotal: v.couponTotal,
    goodsIds: v.goodsIds ?? [],
    inCenter: v.inCenter,
  }
}

export function CouponDrawer({ coupon, onClose, onDone }: { coupon: Coupon | null; onClose: () => void; onDone: (c: Coupon) => void }) {
  const [form] = Form.useForm<Values>()
  const [problem, setProblem] = useState('')
  const [keyword, setKeyword] = useState('')
  const goods = useQuery({
    queryKey: ['staff-goods-pick', keyword],
    queryFn: () => listGoods({ keyword: keyword || undefined, pageSize: 50 }),
  })
  const save = useMutation({ mutationFn: (b: CouponBody) => saveCoupon(b), onSuccess: onDone })
  const couponType = Form.useWatch('couponType', form)
  const reachType = Form.useWatch('reachType', form)
  const fixed = Form.useWatch('fixed', form)
  const submit = async () => {
    const v = await form.validateFields()
    const body = toCouponBody(v, coupon?.id)
    const p = checkCouponDraft({ ...body, reachVal: body.reachVal ?? 0 })
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = coupon
    ? {
        couponName: coupon.couponName,
        couponType: coupon.couponType as 1 | 2 | 3,
        face: coupon.couponType === 2 ? coupon.couponVal / 10 : coupon.couponVal / 100,
        reachType: coupon.reachType as 0 | 1 | 2,
        reach: coupon.reachType === 1 ? coupon.reachVal / 100 : coupon.reachVal,
        fixed: coupon.periodDays === null,
        periodBegin: toLocalInput(coupon.periodBegin),
        periodEnd: toLocalInput(coupon.periodEnd),
        periodDays: coupon.periodDays,
        acquireBegin: toLocalInput(coupon.acquireBegin),
        acquireEnd: toLocalInput(coupon.acquireEnd),
        reqNum: coupon.reqNum,
        couponTotal: coupon.couponTotal,
        goodsIds: coupon.goodsIds,
        inCenter: coupon.inCenter,
      }
    : { couponType: 1, reachType: 1, fixed: true, reqNum: 1, couponTotal: 100, goodsIds: [], inCenter: true }
  const options = [
    ...(goods.data?.list ?? []).map((g) => ({ value: g.id, label: g.goodsName })),
    ...(coupon?.goodsIds ?? [])
      .filter((id) => !goods.data?.list.some((g) => g.id === id))
      .map((id) => ({ value: id, label: `商品 ${id}` })),
  ]
  return (
    <Drawer
      open
      size="large"
      title={coupon ? `编辑优惠券：${coupon.couponName}` : '新建优惠券'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="coupon-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="couponName" label="优惠券名称" rules={[{ required: true, message: '请填写优惠券名称' }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Space wrap>
          <Form.Item name="couponType" label="类型">
            <Select
              aria-label="优惠券类型"
              style={{ width: 140 }}
              options={[
                { value: 1, label: '满减券' },
                { value: 2, label: '折扣券' },
                { value: 3, label: '每满减券' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="face"
            label={couponType === 2 ? '折扣（折）' : '优惠金额（元）'}
            rules={[{ required: true, message: '请填写优惠金额' }]}
          >
            <InputNumber aria-label="优惠面额" precision={couponType === 2 ? 1 : 2} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="reachType" label="使用门槛">
            <Select
              aria-label="使用门槛类型"
              style={{ width: 140 }}
              options={[
                { value: 0, label: '无门槛' },
                { value: 1, label: '满金额（元）' },
                { value: 2, label: '满件数' },
              ]}
            />
          </Form.Item>
          {reachType ? (
            <Form.Item name="reach" label={reachType === 2 ? '满件数' : '满金额（元）'}>
              <InputNumber aria-label="门槛" precision={reachType === 2 ? 0 : 2} style={{ width: 140 }} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="fixed" label="固定有效期" valuePropName="checked">
          <Switch />
        </Form.Item>
        {fixed ? (
          <Space wrap>
            <Form.Item name="periodBegin" label="有效期开始">
              <Input type="datetime-local" aria-label="有效期开始" className="coupon-period-begin" />
            </Form.Item>
            <Form.Item name="periodEnd" label="有效期结束">
              <Input type="datetime-local" aria-label="有效期结束" className="coupon-period-end" />
            </Form.Item>
          </Space>
        ) : (
          <Form.Item name="periodDays" label="领取后有效天数">
            <InputNumber aria-label="领取后有效天数" precision={0} min={1} max={365} />
          </Form.Item>
        )}
        <Space wrap>
          <Form.Item name="acquireBegin" label="领取开始（可空）">
            <Input type="datetime-local" aria-label="领取开始" />
          </Form.Item>
          <Form.Item name="acquireEnd" label="领取结束（可空）">
            <Input type="datetime-local" aria-label="领取结束" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="reqNum" label="每人限领">
            <InputNumber aria-label="每人限领" precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="couponTotal" label="发放总量">
            <InputNumber aria-label="发放总量" precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="inCenter" label="领券中心展示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="goodsIds" label="适用商品（不选为全部商品）">
          <Select
            mode="multiple"
            aria-label="适用商品"
            className="coupon-goods"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={options}
          />
        </Form.Item>
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
