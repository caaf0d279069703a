/**
 * 新建 / 编辑 秒杀、拼团、特价活动: name, window, per-person and per-order limits, team size and time limit (拼团), and
 * the goods lines (goods, sku or every sku, activity price in yuan, activity stock). Checked first with the checkout's
 * rules (src/domain/staff/activities.ts checkActivityDraft, the sku prices of the picker), then by the server.
 */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ACTIVITY_TYPE_NAMES, checkActivityDraft, type ActivityType } from '@/domain/staff/activities'
import type { StaffGoods } from '@contract/staffGoods'
import { fen, pickGoods, saveActivity, toLocalInput, toWallTime, type Activity, type ActivityBody } from './api'

interface LineValues {
  goodsId?: number
  /** 0: every sku */
  skuId?: number
  price?: number | null
  stock?: number | null
}
interface Values {
  activityName: string
  periodBegin?: string
  periodEnd?: string
  purchaseMax: number
  singleLimit: number
  teamNum?: number | null
  teamHours?: number | null
  activityDescribe?: string
  lines: LineValues[]
}

export function toActivityBody(type: ActivityType, v: Values, id?: number): ActivityBody {
  return {
    ...(id ? { id } : {}),
    type,
    activityName: v.activityName ?? '',
    periodBegin: toWallTime(v.periodBegin),
    periodEnd: toWallTime(v.periodEnd),
    purchaseMax: v.purchaseMax ?? 0,
    singleLimit: v.singleLimit ?? 0,
    teamNum: type === 2 ? (v.teamNum ?? 0) : null,
    teamHours: type === 2 ? (v.teamHours ?? 0) : null,
    activityDescribe: v.activityDescribe ?? '',
    lines: (v.lines ?? [])
      .filter((l) => l.goodsId)
      .map((l) => ({ goodsId: l.goodsId as number, skuId: l.skuId ? l.skuId : null, activityPriceFen: fen(l.price), stock: l.stock ?? 0 })),
  }
}

export function ActivityDrawer({
  type,
  activity,
  onClose,
  onDone,
}: {
  type: ActivityType
  activity: Activity | null
  onClose: () => void
  onDone: (a: Activity) => void
}) {
  const [form] = Form.useForm<Values>()
  const [problem, setProblem] = useState('')
  const [keyword, setKeyword] = useState('')
  const goods = useQuery({ queryKey: ['staff-activity-goods', keyword], queryFn: () => pickGoods(keyword) })
  const [known, setKnown] = useState<Map<number, StaffGoods>>(new Map())
  const save = useMutation({ mutationFn: (b: ActivityBody) => saveActivity(b), onSuccess: onDone })
  const lines = Form.useWatch('lines', form) as LineValues[] | undefined
  const all = new Map(known)
  for (const g of goods.data?.list ?? []) all.set(g.id, g)
  const remember = (id: number) => {
    const g = goods.data?.list.find((x) => x.id === id)
    if (g) setKnown((m) => new Map(m).set(id, g))
  }
  const name = ACTIVITY_TYPE_NAMES[type]
  const submit = async () => {
    const v = await form.validateFields()
    const body = toActivityBody(type, v, activity?.id)
    const old = (goodsId: number, skuId: number | null) => activity?.lines.find((l) => l.goodsId === goodsId && l.skuId === skuId)
    const p = checkActivityDraft(
      {
        ...body,
        lines: body.lines.map((l) => {
          const g = all.get(l.goodsId)
          const skuId = l.skuId ?? null
          const prices = g
            ? g.skus.filter((s) => skuId === null || s.id === skuId).map((s) => s.priceFen)
            : [old(l.goodsId, skuId)?.priceFen ?? 0]
          return { ...l, skuId, skuPricesFen: prices, sold: old(l.goodsId, skuId)?.sold ?? 0 }
        }),
      },
      new Date(),
    )
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = activity
    ? {
        activityName: activity.activityName,
        periodBegin: toLocalInput(activity.periodBegin),
        periodEnd: toLocalInput(activity.periodEnd),
        purchaseMax: activity.purchaseMax,
        singleLimit: activity.singleLimit,
        teamNum: activity.teamNum,
        teamHours: activity.teamHours,
        activityDescribe: activity.activityDescribe,
        lines: activity.lines.map((l) => ({ goodsId: l.goodsId, skuId: l.skuId ?? 0, price: l.activityPriceFen / 100, stock: l.stock })),
      }
    : { purchaseMax: 1, singleLimit: 1, teamNum: 2, teamHours: 24, lines: [{}] }
  const goodsOptions = [
    ...(goods.data?.list ?? []).map((g) => ({ value: g.id, label: g.goodsName })),
    ...(activity?.lines ?? [])
      .filter((l) => !goods.data?.list.some((g) => g.id === l.goodsId))
      .map((l) => ({ value: l.goodsId, label: l.goodsName })),
  ]
  const skuOptions = (goodsId: number | undefined) => {
    const g = goodsId ? all.get(goodsId) : undefined
    const fromActivity = activity?.lines.filter((l) => l.goodsId === goodsId && l.skuId !== null) ?? []
    const skus = g
      ? g.skus.map((s) => ({ value: s.id, label: `${s.name}（¥${(s.priceFen / 100).toFixed(2)}）` }))
      : fromActivity.map((l) => ({ value: l.skuId as number, label: l.skuName ?? `规格 ${l.skuId}` }))
    return [{ value: 0, label: '全部规格' }, ...skus]
  }
  return (
    <Drawer
      open
      size="large"
      title={activity ? `编辑${name}：${activity.activityName}` : `新建${name}`}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="activity-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="activityName" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]}>
          <Input maxLength={30} showCount className="activity-name" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="periodBegin" label="开始时间">
            <Input type="datetime-local" aria-label="开始时间" className="activity-begin" />
          </Form.Item>
          <Form.Item name="periodEnd" label="结束时间">
            <Input type="datetime-local" aria-label="结束时间" className="activity-end" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="purchaseMax" label="每人限购（0为不限）">
            <InputNumber aria-label="每人限购" precision={0} min={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="singleLimit" label="每单限购（0为不限）">
            <InputNumber aria-label="每单限购" precision={0} min={0} style={{ width: 140 }} />
          </Form.Item>
          {type === 2 ? (
            <>
              <Form.Item name="teamNum" label="成团人数">
                <InputNumber aria-label="成团人数" precision={0} style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="teamHours" label="成团时限（小时）">
                <InputNumber aria-label="成团时限" precision={0} style={{ width: 140 }} />
              </Form.Item>
            </>
          ) : null}
        </Space>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="end" className="activity-line">
                  <Form.Item name={[f.name, 'goodsId']} label={`商品 ${i + 1}`}>
                    <Select
                      aria-label={`活动商品 ${i + 1}`}
                      className="activity-goods"
                      style={{ width: 220 }}
                      showSearch={{ filterOption: false, onSearch: setKeyword }}
                      options={goodsOptions}
                      onChange={(id: number) => {
                        remember(id)
                        form.setFieldValue(['lines', f.name, 'skuId'], 0)
                      }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'skuId']} label="规格">
                    <Select aria-label={`活动规格 ${i + 1}`} style={{ width: 200 }} options={skuOptions(lines?.[i]?.goodsId)} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'price']} label={type === 2 ? '拼团价（元）' : '活动价（元）'}>
                    <InputNumber aria-label={`活动价 ${i + 1}`} className="activity-price" precision={2} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'stock']} label="活动库存">
                    <InputNumber aria-label={`活动库存 ${i + 1}`} className="activity-stock" precision={0} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item>
                    <Button onClick={() => remove(f.name)} aria-label={`移除商品 ${i + 1}`}>
                      移除
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Button onClick={() => add({ skuId: 0 })}>添加商品</Button>
            </>
          )}
        </Form.List>
        <Form.Item name="activityDescribe" label="活动说明" style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
      {problem || save.error ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} className="activity-problem" />
      ) : null}
    </Drawer>
  )
}
