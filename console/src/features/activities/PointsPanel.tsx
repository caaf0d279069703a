/**
 * 积分: the earning rules the patient's points page lists and the exchange goods (coupons bought with points) — add,
 * edit, remove a rule; add, edit, stop an exchange goods (its stock becomes what was exchanged). Checked first by
 * src/domain/staff/activities.ts (checkPointsRuleDraft, checkPointsItemDraft), then by the server.
 */
import { useState } from 'react'
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { checkPointsItemDraft, checkPointsRuleDraft } from '@/domain/staff/activities'
import { useKeyboardScroll } from '../../shared/ui'
import { endPointsItem, getPoints, pickCoupons, removePointsRule, savePointsItem, savePointsRule, type Points } from './api'

type Rule = Points['rules'][number]
type Item = Points['items'][number]

export function PointsPanel() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const points = useQuery({ queryKey: ['staff-points'], queryFn: getPoints })
  const coupons = useQuery({ queryKey: ['staff-activity-coupons'], queryFn: pickCoupons })
  const [rule, setRule] = useState<Rule | 'new' | null>(null)
  const [item, setItem] = useState<Item | 'new' | null>(null)
  const [problem, setProblem] = useState('')
  const [ruleForm] = Form.useForm<{ ruleName: string; ruleDesc: string; integral: number }>()
  const [itemForm] = Form.useForm<{ couponRuleId: number; integral: number; stock: number; limitNum: number }>()
  const rulesRef = useKeyboardScroll<HTMLDivElement>('积分规则列表')
  const itemsRef = useKeyboardScroll<HTMLDivElement>('积分兑换商品列表')
  const done = (data: Points) => {
    client.setQueryData(['staff-points'], data)
    setRule(null)
    setItem(null)
    setProblem('')
    void messages.success('已保存')
  }
  const act = useMutation({ mutationFn: (f: () => Promise<Points>) => f(), onSuccess: done })
  const submitRule = async () => {
    const v = await ruleForm.validateFields()
    const body = { ...v, ruleDesc: v.ruleDesc ?? '', ...(rule && rule !== 'new' ? { id: rule.id } : {}) }
    const p = checkPointsRuleDraft(body)
    setProblem(p ?? '')
    if (!p) act.mutate(() => savePointsRule(body))
  }
  const submitItem = async () => {
    const v = await itemForm.validateFields()
    const old = item && item !== 'new' ? item : null
    const body = { ...v, ...(old ? { id: old.id } : {}) }
    const p = checkPointsItemDraft({ ...body, exchanged: old?.exchangedNum ?? 0 })
    setProblem(p ?? '')
    if (!p) act.mutate(() => savePointsItem(body))
  }
  const error = problem || act.error?.message
  return (
    <>
      {holder}
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          积分规则
        </Typography.Title>
        <Button
          onClick={() => {
            ruleForm.resetFields()
            setRule('new')
          }}
        >
          新建规则
        </Button>
      </Space>
      <div ref={rulesRef}>
        <Table<Rule>
          size="small"
          rowKey="id"
          pagination={false}
          loading={points.isFetching}
          dataSource={points.data?.rules ?? []}
          columns={[
            { title: '规则', dataIndex: 'ruleName' },
            { title: '说明', dataIndex: 'ruleDesc' },
            { title: '积分', dataIndex: 'integral' },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, r) => (
                <Space>
                  <Button
                    size="small"
                    onClick={() => {
                      ruleForm.setFieldsValue(r)
                      setRule(r)
                    }}
                  >
                    编辑
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      Modal.confirm({
                        title: `删除积分规则「${r.ruleName}」？`,
                        okText: '删除',
                        cancelText: '取消',
                        onOk: () => act.mutateAsync(() => removePointsRule(r.id)),
                      })
                    }
                  >
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Space style={{ margin: '16px 0 8px' }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          积分兑换
        </Typography.Title>
        <Button
          onClick={() => {
            itemForm.resetFields()
            itemForm.setFieldsValue({ limitNum: 1, stock: 100 })
            setItem('new')
          }}
        >
          新建兑换商品
        </Button>
      </Space>
      <div ref={itemsRef}>
        <Table<Item>
          size="small"
          rowKey="id"
          pagination={false}
          loading={points.isFetching}
          dataSource={points.data?.items ?? []}
          columns={[
            { title: '优惠券', dataIndex: 'couponName' },
            { title: '所需积分', dataIndex: 'integral' },
            { title: '已兑 / 库存', key: 'stock', render: (_: unknown, i) => `${i.exchangedNum} / ${i.stock}` },
            { title: '每人限兑', key: 'limit', render: (_: unknown, i) => (i.limitNum ? i.limitNum : '不限') },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, i) => (
                <Space>
                  <Button
                    size="small"
                    onClick={() => {
                      itemForm.setFieldsValue(i)
                      setItem(i)
                    }}
                  >
                    编辑
                  </Button>
                  <Button
                    size="small"
                    danger
                    disabled={i.stock <= i.exchangedNum}
                    onClick={() =>
                      Modal.confirm({
                        title: `停止兑换「${i.couponName}」？`,
                        content: '停止后患者不能再兑换，已兑换的不受影响。',
                        okText: '停止兑换',
                        cancelText: '取消',
                        onOk: () => act.mutateAsync(() => endPointsItem(i.id)),
                      })
                    }
                  >
                    停止兑换
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={rule !== null}
        title={rule === 'new' ? '新建积分规则' : '编辑积分规则'}
        okText="保存"
        cancelText="取消"
        confirmLoading={act.isPending}
        onOk={() => void submitRule()}
        onCancel={() => {
          setRule(null)
          setProblem('')
        }}
      >
        <Form form={ruleForm} layout="vertical">
          <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, message: '请填写规则名称' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="ruleDesc" label="规则说明">
            <Input.TextArea maxLength={100} rows={2} />
          </Form.Item>
          <Form.Item name="integral" label="积分">
            <InputNumber aria-label="积分" precision={0} />
          </Form.Item>
        </Form>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Modal>
      <Modal
        open={item !== null}
        title={item === 'new' ? '新建兑换商品' : '编辑兑换商品'}
        okText="保存"
        cancelText="取消"
        confirmLoading={act.isPending}
        onOk={() => void submitItem()}
        onCancel={() => {
          setItem(null)
          setProblem('')
        }}
      >
        <Form form={itemForm} layout="vertical">
          <Form.Item name="couponRuleId" label="兑换的优惠券" rules={[{ required: true, message: '请选择优惠券' }]}>
            <Select aria-label="兑换的优惠券" options={(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: c.couponName }))} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="integral" label="所需积分">
              <InputNumber aria-label="所需积分" precision={0} />
            </Form.Item>
            <Form.Item name="stock" label="库存">
              <InputNumber aria-label="库存" precision={0} />
            </Form.Item>
            <Form.Item name="limitNum" label="每人限兑（0为不限）">
              <InputNumber aria-label="每人限兑" precision={0} />
            </Form.Item>
          </Space>
        </Form>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Modal>
    </>
  )
}
