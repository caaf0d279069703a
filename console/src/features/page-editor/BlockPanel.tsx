/**
 * One block's properties: the form generated from its kind's settings (src/domain/pageDraft fieldsOf: text, colour,
 * number, switch, sides, choices), its layout, its data group (goods / article blocks), and for resource blocks
 * (banner, navigators, images, buttons) the items: picture upload (the goods desk's rules), name, jump.
 */
import { useState } from 'react'
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Switch, Typography, message } from 'antd'
import { BLOCK_KINDS, fieldsOf, type SettingField } from '@/domain/pageDraft'
import { uploadPicture, type DraftBlock, type DraftResource, type PagesInfo } from './api'
import { ColorInput } from './ColorInput'
import { JumpEditor } from './JumpEditor'

function SettingInput({ field, value, onChange }: { field: SettingField; value: unknown; onChange: (v: unknown) => void }) {
  const label = field.label
  switch (field.kind) {
    case 'boolean':
      return <Switch aria-label={label} checked={value === true} onChange={(v) => onChange(v)} />
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          min={0}
          max={10000}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v ?? undefined)}
        />
      )
    case 'color':
      return <ColorInput label={label} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(v || undefined)} />
    case 'choice':
      return (
        <Select
          aria-label={label}
          allowClear
          style={{ width: 160 }}
          value={value as number | undefined}
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v) => onChange(v ?? undefined)}
        />
      )
    case 'sides':
    case 'choices':
      return (
        <Checkbox.Group
          aria-label={label}
          options={field.options?.map((o) => ({ value: o.value, label: o.label })) ?? []}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={(v) => onChange([...v].sort())}
        />
      )
    default:
      return (
        <Input
          aria-label={label}
          maxLength={200}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      )
  }
}

function ResourceRow({
  item,
  n,
  names,
  info,
  onChange,
  onRemove,
}: {
  item: DraftResource
  n: number
  names: boolean
  info: PagesInfo
  onChange: (r: DraftResource) => void
  onRemove: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [messages, holder] = message.useMessage()
  const label = `第${n}项`
  return (
    <Card
      size="small"
      title={label}
      extra={
        <Button size="small" danger onClick={onRemove} aria-label={`删除${label}`}>
          删除
        </Button>
      }
      style={{ marginBottom: 8 }}
    >
      {holder}
      <Space align="start" wrap>
        {item.photo ? (
          <img src={item.photo} alt={item.name || label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : null}
        <label>
          <Typography.Text>{item.photo ? '更换图片' : '上传图片'}</Typography.Text>
          <input
            type="file"
            accept="image/jpeg,image/png"
            aria-label={`${label} 图片`}
            disabled={busy}
            onChange={async (e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              setBusy(true)
              try {
                const r = await uploadPicture(file)
                onChange({ ...item, photo: r.path })
              } catch (err) {
                void messages.error((err as Error).message)
              } finally {
                setBusy(false)
              }
            }}
            style={{ display: 'block', marginTop: 4 }}
          />
        </label>
        <Input
          aria-label={`${label} 名称`}
          placeholder={names ? '名称（必填）' : '名称'}
          maxLength={40}
          value={item.name}
          onChange={(e) => onChange({ ...item, name: e.target.value })}
        />
      </Space>
      <div style={{ marginTop: 8 }}>
        <JumpEditor label={label} value={item.jump} info={info} onChange={(jump) => onChange({ ...item, jump })} />
      </div>
    </Card>
  )
}

export function BlockPanel({ block, info, onChange }: { block: DraftBlock; info: PagesInfo; onChange: (b: DraftBlock) => void }) {
  const kind = BLOCK_KINDS[block.type]
  if (!kind) return <Typography.Text type="danger">未知的组件类型 {block.type}</Typography.Text>
  const setSetting = (key: string, v: unknown) => {
    const settings: Record<string, unknown> = { ...block.settings }
    if (v === undefined) delete settings[key]
    else settings[key] = v
    onChange({ ...block, settings: settings as DraftBlock['settings'] })
  }
  const groups = info.groups.filter((g) => g.groupType === kind.source)
  const items = block.resources ?? []
  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {kind.label}
      </Typography.Title>
      <Form layout="horizontal" labelCol={{ span: 7 }} wrapperCol={{ span: 17 }} component="div">
        {kind.layouts ? (
          <Form.Item label="布局">
            <Select
              aria-label="布局"
              style={{ width: 120 }}
              value={block.layout}
              options={kind.layouts.map((l) => ({ value: l, label: `样式${l}` }))}
              onChange={(layout: number) => onChange({ ...block, layout })}
            />
          </Form.Item>
        ) : null}
        {kind.source === 'goods' || kind.source === 'article' ? (
          <Form.Item label="数据分组" required>
            <Select
              aria-label="数据分组"
              style={{ width: 220 }}
              value={block.groupId}
              options={groups.map((g) => ({ value: g.id, label: g.name }))}
              onChange={(groupId: number) => onChange({ ...block, groupId })}
            />
          </Form.Item>
        ) : null}
        {fieldsOf(block.type).map((f) => (
          <Form.Item key={f.key} label={f.label}>
            <SettingInput field={f} value={(block.settings as Record<string, unknown>)[f.key]} onChange={(v) => setSetting(f.key, v)} />
          </Form.Item>
        ))}
      </Form>
      {kind.source === 'resource' ? (
        <section aria-label={`${kind.label}的内容`}>
          <Typography.Title level={3} style={{ fontSize: 14 }}>
            内容（{items.length}）
          </Typography.Title>
          {items.map((it, i) => (
            <ResourceRow
              key={i}
              n={i + 1}
              item={it}
              names={!!kind.itemNames}
              info={info}
              onChange={(r) => onChange({ ...block, resources: items.map((x, j) => (j === i ? r : x)) })}
              onRemove={() => onChange({ ...block, resources: items.filter((_, j) => j !== i) })}
            />
          ))}
          <Button onClick={() => onChange({ ...block, resources: [...items, { photo: '', name: '', jump: {} }] })}>添加一项</Button>
        </section>
      ) : null}
    </div>
  )
}
