/**
 * 页面设置: what belongs to the page rather than to a block — its title, background colour, the grey (mourning) flag,
 * and its ads (SPEC §3: 弹窗广告 shown once ever or once per visit, 广告位 after a given block; each with a picture, a
 * time window and a jump). Edits go into the draft; the server checks them on publish (an ended window, a start after
 * its end, a missing picture, a jump that leads nowhere: 400 with the reason).
 */
import { useState } from 'react'
import { Button, Card, Drawer, Empty, Input, InputNumber, Select, Space, Switch, Typography, message } from 'antd'
import { uploadPicture, type Draft, type PagesInfo } from './api'
import { ColorInput } from './ColorInput'
import { JumpEditor } from './JumpEditor'

type Ad = Draft['ads'][number]

/** 'YYYY-MM-DD HH:mm:ss' (China wall time) ↔ the datetime-local input's 'YYYY-MM-DDTHH:mm' (the same wall time) */
const toInput = (s: string | null | undefined) => (s ? s.slice(0, 16).replace(' ', 'T') : '')
const fromInput = (s: string) => (s ? `${s.replace('T', ' ')}:00` : null)

function AdCard({
  ad,
  n,
  info,
  onChange,
  onRemove,
}: {
  ad: Ad
  n: number
  info: PagesInfo
  onChange: (a: Ad) => void
  onRemove: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [messages, holder] = message.useMessage()
  const label = `第${n}个广告`
  return (
    <Card
      size="small"
      title={label}
      extra={
        <Button size="small" danger onClick={onRemove}>
          删除
        </Button>
      }
      style={{ marginBottom: 8 }}
    >
      {holder}
      <Space wrap align="start">
        <Select
          aria-label={`${label} 类型`}
          value={ad.showType}
          onChange={(v: 1 | 2) => onChange({ ...ad, showType: v })}
          options={[
            { value: 1, label: '弹窗广告' },
            { value: 2, label: '广告位（页面中）' },
          ]}
          style={{ width: 170 }}
        />
        <Select
          aria-label={`${label} 展示频率`}
          value={ad.showFrequency}
          onChange={(v: 1 | 2) => onChange({ ...ad, showFrequency: v })}
          options={[
            { value: 1, label: '只展示一次' },
            { value: 2, label: '每次打开展示' },
          ]}
          style={{ width: 150 }}
        />
        {ad.showType === 2 ? (
          <InputNumber
            aria-label={`${label} 位置（第几个组件之后）`}
            addonBefore="第"
            addonAfter="个组件后"
            min={0}
            max={60}
            precision={0}
            value={ad.floor ?? 0}
            onChange={(v) => onChange({ ...ad, floor: v ?? 0 })}
          />
        ) : null}
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        <Input
          aria-label={`${label} 标题`}
          placeholder="标题（运营识别用）"
          maxLength={40}
          value={ad.title}
          onChange={(e) => onChange({ ...ad, title: e.target.value })}
        />
        <Input
          type="datetime-local"
          aria-label={`${label} 开始时间`}
          value={toInput(ad.startTime)}
          onChange={(e) => onChange({ ...ad, startTime: fromInput(e.target.value) })}
        />
        <Input
          type="datetime-local"
          aria-label={`${label} 结束时间`}
          value={toInput(ad.endTime)}
          onChange={(e) => onChange({ ...ad, endTime: fromInput(e.target.value) })}
        />
      </Space>
      <Space align="start" style={{ marginTop: 8 }}>
        {ad.picPath ? (
          <img src={ad.picPath} alt={ad.title || label} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : null}
        <label>
          <Typography.Text>{ad.picPath ? '更换图片' : '上传图片'}</Typography.Text>
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
                onChange({ ...ad, picPath: (await uploadPicture(file)).path })
              } catch (err) {
                void messages.error((err as Error).message)
              } finally {
                setBusy(false)
              }
            }}
            style={{ display: 'block', marginTop: 4 }}
          />
        </label>
      </Space>
      <div style={{ marginTop: 8 }}>
        <JumpEditor label={label} value={ad.jump} info={info} onChange={(jump) => onChange({ ...ad, jump })} />
      </div>
    </Card>
  )
}

export function PageSettings({
  draft,
  info,
  open,
  onClose,
  onChange,
}: {
  draft: Draft
  info: PagesInfo
  open: boolean
  onClose: () => void
  onChange: (d: Draft) => void
}) {
  const setAd = (i: number, a: Ad) => onChange({ ...draft, ads: draft.ads.map((x, k) => (k === i ? a : x)) })
  const newAd = (): Ad => ({ showType: 1, showFrequency: 1, startTime: null, endTime: null, picPath: '', title: '', jump: {} })
  return (
    <Drawer open={open} onClose={onClose} title="页面设置" size="large">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          aria-label="页面标题"
          addonBefore="页面标题"
          maxLength={40}
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
        />
        <Space>
          <Typography.Text>背景色</Typography.Text>
          <ColorInput label="背景色" value={draft.backgroundColor} onChange={(v) => onChange({ ...draft, backgroundColor: v })} />
        </Space>
        <Space>
          <Switch aria-label="灰色模式" checked={draft.greyMode} onChange={(v) => onChange({ ...draft, greyMode: v })} />
          <Typography.Text>灰色模式（哀悼日等，整页置灰）</Typography.Text>
        </Space>
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 12 }}>
          广告
        </Typography.Title>
        {draft.ads.length === 0 ? <Empty description="还没有广告" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        {draft.ads.map((a, i) => (
          <AdCard
            key={i}
            ad={a}
            n={i + 1}
            info={info}
            onChange={(x) => setAd(i, x)}
            onRemove={() => onChange({ ...draft, ads: draft.ads.filter((_, k) => k !== i) })}
          />
        ))}
        <Button onClick={() => onChange({ ...draft, ads: [...draft.ads, newAd()] })} disabled={draft.ads.length >= 20}>
          添加广告
        </Button>
        <Typography.Text type="secondary">修改在“保存草稿”后进入预览，“发布”时检查。</Typography.Text>
      </Space>
    </Drawer>
  )
}
