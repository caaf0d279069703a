/**
 * 跳转: the five jump types of SPEC §2 with pickers of real targets — the app's pages (the route table, APP_PAGES),
 * goods by search, articles, the hospital's own pages, a mini-program (appid + page), an https link. The server
 * checks every jump again on publish (src/domain/pageDraft jumpProblem).
 */
import { useState } from 'react'
import { Checkbox, Input, Select, Space, Switch, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { APP_PAGES } from '@/domain/appPages'
import { ARTICLE_PAGE, GOODS_PAGE } from '@/domain/pageDraft'
import { searchGoods, type Jump, type PagesInfo } from './api'

const TYPES = [
  { value: 0, label: '不跳转' },
  { value: 1, label: '仅提示文字' },
  { value: 2, label: '装修页面' },
  { value: 3, label: '系统页面' },
  { value: 4, label: '小程序' },
  { value: 5, label: '网页链接（https）' },
]
const PAGE_OPTIONS = APP_PAGES.map(([path, title]) => ({ value: path, label: `${title} ${path}` }))

function dataOf(jump: Jump): Record<string, unknown> {
  try {
    const v = jump.jsonData ? JSON.parse(jump.jsonData) : {}
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {}
  } catch {
    return {}
  }
}

export function JumpEditor({ value, onChange, info, label }: { value: Jump; onChange: (j: Jump) => void; info: PagesInfo; label: string }) {
  const type = value.jumpType ?? 0
  const [keyword, setKeyword] = useState('')
  const goods = useQuery({ queryKey: ['page-editor-goods', keyword], queryFn: () => searchGoods(keyword), enabled: type === 3 })
  const sysPath = value.magicSysPage?.pageUrl ?? ''
  const data = dataOf(value)
  const setData = (d: Record<string, unknown>) => onChange({ ...value, jsonData: Object.keys(d).length ? JSON.stringify(d) : null })
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={`${label} 跳转类型`}
        options={TYPES}
        value={type}
        onChange={(t: number) => onChange(t === 0 ? {} : { jumpType: t as Jump['jumpType'] })}
        style={{ width: 200 }}
      />
      {type === 1 ? (
        <Input
          aria-label={`${label} 提示文字`}
          placeholder="提示文字"
          value={value.tipText ?? ''}
          onChange={(e) => onChange({ ...value, tipText: e.target.value })}
        />
      ) : null}
      {type === 2 ? (
        <Select
          aria-label={`${label} 装修页面`}
          placeholder="选择页面"
          value={value.magicPageId ?? undefined}
          options={info.pages.map((p) => ({ value: p.id, label: `${p.title}（${p.id}）` }))}
          onChange={(id: number) => {
            const p = info.pages.find((x) => x.id === id)
            onChange({ ...value, magicPageId: id, magicPageType: p?.kind === 'custom' ? 2 : 1 })
          }}
          style={{ width: 280 }}
        />
      ) : null}
      {type === 3 ? (
        <>
          <Select
            aria-label={`${label} 系统页面`}
            showSearch
            placeholder="选择小程序页面"
            value={sysPath || undefined}
            options={PAGE_OPTIONS}
            optionFilterProp="label"
            onChange={(p: string) => onChange({ ...value, magicSysPage: { pageUrl: p }, jsonData: null })}
            style={{ width: 320 }}
          />
          {sysPath === GOODS_PAGE ? (
            <Select
              aria-label={`${label} 商品`}
              showSearch
              filterOption={false}
              placeholder="搜索商品"
              onSearch={setKeyword}
              value={data.goodsId as number | undefined}
              options={(goods.data?.list ?? []).map((g) => ({ value: g.id, label: `${g.goodsName}（${g.id}）` }))}
              onChange={(id: number) => setData({ goodsId: id })}
              style={{ width: 320 }}
            />
          ) : null}
          {sysPath === ARTICLE_PAGE ? (
            <Select
              aria-label={`${label} 文章`}
              showSearch
              optionFilterProp="label"
              placeholder="选择文章"
              value={data.id as number | undefined}
              options={info.articles.map((a) => ({ value: a.id, label: a.title }))}
              onChange={(id: number) => setData({ id })}
              style={{ width: 320 }}
            />
          ) : null}
        </>
      ) : null}
      {type === 4 ? (
        <Space wrap>
          <Input
            aria-label={`${label} 小程序appid`}
            placeholder="小程序appid（wx…）"
            value={value.appId ?? ''}
            onChange={(e) => onChange({ ...value, appId: e.target.value.trim() })}
          />
          <Input
            aria-label={`${label} 小程序页面`}
            placeholder="页面路径 pages/…"
            value={value.pageUrl ?? ''}
            onChange={(e) => onChange({ ...value, pageUrl: e.target.value.trim() })}
          />
        </Space>
      ) : null}
      {type === 5 ? (
        <Input
          aria-label={`${label} 网页链接`}
          placeholder="https://"
          value={value.linkUrl ?? ''}
          onChange={(e) => onChange({ ...value, linkUrl: e.target.value.trim() })}
        />
      ) : null}
      {type >= 2 ? <AgreementOption value={value} onChange={onChange} label={label} /> : null}
    </Space>
  )
}

/**
 * 跳转前弹出协议 (SPEC §2: promptWindow configured and not 1 → the agreement dialog before the jump; confirm way 1 →
 * the checkbox must be ticked): the dialog's title and text (rich text, sanitised by the server when the draft is saved)
 */
function AgreementOption({ value, onChange, label }: { value: Jump; onChange: (j: Jump) => void; label: string }) {
  const on = value.promptWindow != null && value.promptWindow !== 1
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch
          aria-label={`${label} 跳转前弹出协议`}
          checked={on}
          onChange={(v) =>
            onChange(
              v
                ? {
                    ...value,
                    promptWindow: 2,
                    windowTitle: value.windowTitle ?? '',
                    customContent: value.customContent ?? '',
                    confirmWay: value.confirmWay ?? 1,
                  }
                : { ...value, promptWindow: null, windowTitle: null, customContent: null, confirmWay: null },
            )
          }
        />
        <Typography.Text>跳转前弹出协议</Typography.Text>
      </Space>
      {on ? (
        <>
          <Input
            aria-label={`${label} 协议标题`}
            placeholder="协议标题，如 服务须知"
            maxLength={40}
            value={value.windowTitle ?? ''}
            onChange={(e) => onChange({ ...value, windowTitle: e.target.value })}
          />
          <Input.TextArea
            aria-label={`${label} 协议内容`}
            placeholder="协议内容（可用简单的 HTML：段落、加粗、列表）"
            autoSize={{ minRows: 3, maxRows: 8 }}
            value={value.customContent ?? ''}
            onChange={(e) => onChange({ ...value, customContent: e.target.value })}
          />
          <Checkbox checked={value.confirmWay === 1} onChange={(e) => onChange({ ...value, confirmWay: e.target.checked ? 1 : 2 })}>
            须勾选“我已阅读并同意”后才能继续
          </Checkbox>
        </>
      ) : null}
    </Space>
  )
}
