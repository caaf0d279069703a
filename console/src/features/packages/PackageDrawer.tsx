/**
 * 新建 / 编辑体检套餐: name, category, price (yuan), eligibility (sex, age range, married), base items by department
 * (one item a line, 名称：意义), add-ons (price, category, conflicts with the other add-ons), the pre-exam notice and
 * the pool it books from. Checked with the server's own rule (src/domain/checkup checkPackageDraft) before saving.
 */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { useMutation } from '@tanstack/react-query'
import type { StaffCategory } from '@contract/staffGoods'
import { checkPackageDraft } from '@/domain/checkup/packageDraft'
import { fen, savePackage, type Package, type PackageBody } from './api'

interface AddOnRow {
  id?: number
  name?: string
  price?: number | null
  category?: string
  sexLimit?: 0 | 1 | 2
  conflicts?: string[]
}
interface Values {
  packageName: string
  categoryId: number
  price: number | null
  sexLimit: 0 | 1 | 2
  minAge?: number | null
  maxAge?: number | null
  married?: boolean
  groups: Array<{ department?: string; items?: string }>
  addOns: AddOnRow[]
  notice?: string
  poolPackageId?: number | null
  listed?: boolean
}

const SEX_OPTIONS = [
  { value: 0, label: '不限' },
  { value: 1, label: '仅限男性' },
  { value: 2, label: '仅限女性' },
]

/** '血压测量：筛查高血压' lines -> items */
function itemsOf(text: string | undefined): Array<{ name: string; meaning: string }> {
  return (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [name, ...rest] = l.split(/[：:]/)
      return { name: name.trim(), meaning: rest.join('：').trim() }
    })
}

function bodyOf(v: Values, pkg: Package | null): PackageBody {
  return {
    ...(pkg ? { id: pkg.id } : { listed: !!v.listed }),
    packageName: v.packageName ?? '',
    categoryId: v.categoryId,
    priceFen: fen(v.price) ?? 0,
    sexLimit: v.sexLimit ?? 0,
    minAge: v.minAge ?? 0,
    maxAge: v.maxAge ?? 150,
    married: !!v.married,
    itemGroups: (v.groups ?? []).map((g) => ({ department: g.department ?? '', items: itemsOf(g.items) })),
    addOns: (v.addOns ?? []).map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      name: a.name ?? '',
      priceFen: fen(a.price) ?? 0,
      category: a.category ?? '',
      sexLimit: a.sexLimit ?? 0,
      conflicts: a.conflicts ?? [],
    })),
    notice: v.notice ?? '',
    poolPackageId: v.poolPackageId ?? null,
  }
}

export function PackageDrawer({
  pkg,
  packages,
  categories,
  onClose,
  onDone,
}: {
  pkg: Package | null
  /** the hospital's packages (the pools a package may book from) */
  packages: Package[]
  categories: StaffCategory[]
  onClose: () => void
  onDone: (p: Package) => void
}) {
  const [form] = Form.useForm<Values>()
  const [problem, setProblem] = useState('')
  const addOns = Form.useWatch('addOns', form) as AddOnRow[] | undefined
  const save = useMutation({ mutationFn: (b: PackageBody) => savePackage(b), onSuccess: onDone })
  const submit = async () => {
    const v = await form.validateFields()
    const body = bodyOf(v, pkg)
    const p = checkPackageDraft(body)
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = pkg
    ? {
        packageName: pkg.packageName,
        categoryId: pkg.categoryId,
        price: pkg.priceFen / 100,
        sexLimit: pkg.sexLimit,
        minAge: pkg.minAge > 0 ? pkg.minAge : null,
        maxAge: pkg.maxAge < 150 ? pkg.maxAge : null,
        married: pkg.married,
        groups: pkg.itemGroups.map((g) => ({
          department: g.department,
          items: g.items.map((i) => (i.meaning ? `${i.name}：${i.meaning}` : i.name)).join('\n'),
        })),
        addOns: pkg.addOns.map((a) => ({
          id: a.id,
          name: a.name,
          price: a.priceFen / 100,
          category: a.category,
          sexLimit: a.sexLimit,
          conflicts: a.conflicts,
        })),
        notice: pkg.notice,
        poolPackageId: pkg.poolPackageId,
      }
    : { sexLimit: 0, groups: [{ department: '', items: '' }], addOns: [], listed: false }
  const names = (addOns ?? []).map((a) => (a?.name ?? '').trim()).filter(Boolean)
  return (
    <Drawer
      open
      size="large"
      title={pkg ? `编辑套餐：${pkg.packageName}` : '新建体检套餐'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="package-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="packageName" label="套餐名称" rules={[{ required: true, message: '请填写套餐名称' }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Space wrap>
          <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
            <Select
              aria-label="分类"
              style={{ width: 200 }}
              options={categories.map((c) => ({ value: c.id, label: `${c.cateLevel === 2 ? '└ ' : ''}${c.categoryName}` }))}
            />
          </Form.Item>
          <Form.Item name="price" label="价格（元）" rules={[{ required: true, message: '请填写价格' }]}>
            <InputNumber aria-label="价格（元）" precision={2} style={{ width: 140 }} />
          </Form.Item>
          {pkg ? null : (
            <Form.Item name="listed" label="保存后上架" valuePropName="checked">
              <Switch className="package-listed-switch" />
            </Form.Item>
          )}
        </Space>
        <Space wrap>
          <Form.Item name="sexLimit" label="适用性别">
            <Select aria-label="适用性别" style={{ width: 120 }} options={SEX_OPTIONS} />
          </Form.Item>
          <Form.Item name="minAge" label="最小年龄（岁，空为不限）">
            <InputNumber aria-label="最小年龄" precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="maxAge" label="最大年龄（岁，空为不限）">
            <InputNumber aria-label="最大年龄" precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="married" label="仅限已婚或有性生活史" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.List name="groups">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="start" className="package-group-row">
                  <Form.Item name={[f.name, 'department']} label={`科室${i + 1}`}>
                    <Input aria-label={`科室${i + 1}名称`} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'items']} label="检查项目（每行一项，名称：意义）">
                    <Input.TextArea aria-label={`科室${i + 1}检查项目`} rows={3} style={{ width: 360 }} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button className="package-add-group" onClick={() => add({ department: '', items: '' })} style={{ marginBottom: 16 }}>
                添加科室
              </Button>
            </>
          )}
        </Form.List>
        <Form.List name="addOns">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="baseline" className="package-addon-row">
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} label={`加项${i + 1}`}>
                    <Input aria-label={`加项${i + 1}名称`} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'price']} label="价格（元）">
                    <InputNumber aria-label={`加项${i + 1}价格`} precision={2} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'category']} label="分组">
                    <Input aria-label={`加项${i + 1}分组`} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'sexLimit']} label="性别">
                    <Select aria-label={`加项${i + 1}性别`} style={{ width: 110 }} options={SEX_OPTIONS} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'conflicts']} label="不能同时选择">
                    <Select
                      aria-label={`加项${i + 1}冲突项`}
                      mode="multiple"
                      style={{ width: 200 }}
                      options={names.filter((n) => n !== (addOns?.[i]?.name ?? '').trim()).map((n) => ({ value: n, label: n }))}
                    />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button className="package-add-addon" onClick={() => add({ name: '', price: null, sexLimit: 0, conflicts: [] })}>
                添加加项
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="notice" label="体检须知" style={{ marginTop: 16 }}>
          <Input.TextArea aria-label="体检须知" rows={3} maxLength={1000} placeholder="如：体检前一天晚上10点后禁食" />
        </Form.Item>
        <Form.Item name="poolPackageId" label="预约号源">
          <Select
            aria-label="预约号源"
            allowClear
            placeholder="本套餐自己的号源"
            options={packages
              .filter((p) => p.id !== pkg?.id && p.poolPackageId === null)
              .map((p) => ({ value: p.id, label: `与「${p.packageName}」共用号源` }))}
          />
        </Form.Item>
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
