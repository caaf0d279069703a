/**
 * The page editor: the block list (add a kind, reorder by dragging or with the keyboard — @dnd-kit/sortable with its
 * keyboard sensor: focus a handle, Space, arrows, Space —, remove), the selected block's properties (BlockPanel), and
 * the preview: the real H5 app in a 375 px frame rendering the saved draft through a short-lived preview token,
 * reloaded after each save. 保存草稿, 发布 (the server's reasons shown as they come), 版本 with 回滚.
 */
import { useEffect, useState } from 'react'
import { Alert, Button, Drawer, List, Popconfirm, Select, Space, Table, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { BLOCK_KINDS } from '@/domain/pageDraft'
import { useKeyboardScroll } from '../../shared/ui'
import { getDraft, listVersions, previewToken, publishPage, rollback, saveDraft, type Draft, type DraftBlock, type PagesInfo } from './api'
import { PageSettings } from './PageSettings'
import { BlockPanel } from './BlockPanel'

const ADDABLE = Object.entries(BLOCK_KINDS)
  .filter(([, k]) => k.addable)
  .map(([type, k]) => ({ value: type, label: k.label }))

function SortableBlock({
  block,
  n,
  selected,
  onSelect,
  onRemove,
}: {
  block: DraftBlock
  n: number
  selected: boolean
  onSelect: () => void
  onRemove: () => void
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: block.id })
  const label = BLOCK_KINDS[block.type]?.label ?? block.type
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        marginBottom: 4,
        border: `1px solid ${selected ? '#1677ff' : '#d9d9d9'}`,
        borderRadius: 6,
        background: '#fff',
      }}
    >
      <button
        type="button"
        aria-label={`拖动排序：第${n}个组件 ${label}`}
        {...attributes}
        {...listeners}
        style={{ cursor: 'grab', border: 'none', background: 'none', padding: 4 }}
      >
        ⠿
      </button>
      <Button
        type={selected ? 'primary' : 'text'}
        size="small"
        onClick={onSelect}
        aria-pressed={selected}
        style={{ flex: 1, textAlign: 'left' }}
      >
        {n}. {label}
      </Button>
      <Button size="small" danger onClick={onRemove} aria-label={`删除第${n}个组件 ${label}`}>
        删除
      </Button>
    </li>
  )
}

function Versions({
  pageId,
  open,
  onClose,
  onRolledBack,
}: {
  pageId: number
  open: boolean
  onClose: () => void
  onRolledBack: (v: number) => void
}) {
  const versions = useQuery({ queryKey: ['page-versions', pageId], queryFn: () => listVersions(pageId), enabled: open })
  const scroll = useKeyboardScroll<HTMLDivElement>('版本列表')
  const back = useMutation({ mutationFn: (version: number) => rollback({ pageId, version }), onSuccess: (r) => onRolledBack(r.version) })
  return (
    <Drawer title="版本" open={open} onClose={onClose} width={560}>
      {back.error ? <Alert type="error" showIcon message={(back.error as Error).message} style={{ marginBottom: 12 }} /> : null}
      <div ref={scroll}>
        <Table
          rowKey="version"
          size="small"
          pagination={false}
          loading={versions.isFetching}
          dataSource={versions.data?.list ?? []}
          columns={[
            { title: '版本', dataIndex: 'version' },
            { title: '时间', dataIndex: 'publishedAt' },
            { title: '操作人', dataIndex: 'publishedBy' },
            { title: '说明', dataIndex: 'note' },
            {
              title: '操作',
              key: 'a',
              render: (_: unknown, v: { version: number }) =>
                v.version === versions.data?.list[0]?.version ? (
                  <Typography.Text type="secondary">当前</Typography.Text>
                ) : (
                  <Popconfirm title={`回滚到版本 ${v.version}？`} onConfirm={() => back.mutate(v.version)} okText="回滚" cancelText="取消">
                    <Button size="small">回滚</Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </div>
    </Drawer>
  )
}

export function PageEditor({ pageId, info }: { pageId: number; info: PagesInfo }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const loaded = useQuery({ queryKey: ['page-draft', pageId], queryFn: () => getDraft(pageId) })
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [adding, setAdding] = useState<string | undefined>()
  const [dirty, setDirty] = useState(false)
  const [problem, setProblem] = useState<string[] | null>(null)
  const [preview, setPreview] = useState<{ url: string; n: number } | null>(null)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))

  useEffect(() => {
    if (loaded.data) {
      setDraft(loaded.data.draft)
      setDirty(false)
      setSelected((s) => s ?? loaded.data.draft.blocks[0]?.id ?? null)
    }
  }, [loaded.data])
  const refreshPreview = async () => {
    const p = await previewToken(pageId)
    setPreview((old) => ({ url: p.url, n: (old?.n ?? 0) + 1 }))
  }
  useEffect(() => {
    void refreshPreview()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one token per page opened; saves refresh it
  }, [pageId])

  const save = useMutation({
    mutationFn: (d: Draft) => saveDraft({ pageId, draft: d }),
    onSuccess: async () => {
      setDirty(false)
      void messages.success('草稿已保存')
      await refreshPreview()
    },
  })
  const publish = useMutation({
    mutationFn: async () => {
      if (draft && dirty) await saveDraft({ pageId, draft })
      return publishPage(pageId)
    },
    onSuccess: (r) => {
      setProblem(null)
      setDirty(false)
      void messages.success(`已发布：版本 ${r.version}`)
      void client.invalidateQueries({ queryKey: ['page-versions', pageId] })
      void client.invalidateQueries({ queryKey: ['staff-pages'] })
    },
    onError: (e: Error & { data?: unknown }) => setProblem((e.data as { problems?: string[] } | null)?.problems ?? [e.message]),
  })
  if (loaded.error) return <Alert type="error" showIcon message={(loaded.error as Error).message} />
  // the message holder stays mounted while the draft reloads (after a rollback): its 已回滚 message is shown then
  if (!draft)
    return (
      <>
        {holder}
        <Typography.Text>加载中…</Typography.Text>
      </>
    )

  const change = (d: Draft) => {
    setDraft(d)
    setDirty(true)
  }
  const block = draft.blocks.find((b) => b.id === selected) ?? null
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return
    const from = draft.blocks.findIndex((b) => b.id === e.active.id)
    const to = draft.blocks.findIndex((b) => b.id === e.over!.id)
    change({ ...draft, blocks: arrayMove(draft.blocks, from, to) })
  }
  const add = (type: string) => {
    const id = Math.max(0, ...draft.blocks.map((b) => b.id)) + 1
    const kind = BLOCK_KINDS[type]
    const b: DraftBlock = {
      id,
      type,
      settings: {},
      ...(kind.source === 'resource' ? { resources: [] } : {}),
      ...(kind.layouts ? { layout: kind.layouts[0] } : {}),
    }
    change({ ...draft, blocks: [...draft.blocks, b] })
    setSelected(id)
    setAdding(undefined)
  }

  return (
    <>
      {holder}
      <div>
        <Space wrap style={{ marginBottom: 12 }}>
          <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
            保存草稿
          </Button>
          <Button type="primary" onClick={() => publish.mutate()} loading={publish.isPending}>
            发布
          </Button>
          <Button onClick={() => setSettingsOpen(true)}>页面设置{draft.ads.length ? `（${draft.ads.length}个广告）` : ''}</Button>
          <Button onClick={() => setVersionsOpen(true)}>版本</Button>
          {dirty ? <Typography.Text type="warning">有未保存的修改</Typography.Text> : null}
        </Space>
        {save.error ? <Alert type="error" showIcon message={(save.error as Error).message} style={{ marginBottom: 12 }} /> : null}
        {problem ? (
          <Alert
            type="error"
            showIcon
            message="不能发布"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problem.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <section aria-label="组件列表" style={{ width: 240, maxWidth: '100%' }}>
            <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
              <Select
                aria-label="添加组件"
                placeholder="添加组件"
                options={ADDABLE}
                value={adding}
                onChange={add}
                style={{ width: '100%' }}
              />
            </Space.Compact>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={draft.blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
                <ol style={{ padding: 0, margin: 0 }}>
                  {draft.blocks.map((b, i) => (
                    <SortableBlock
                      key={b.id}
                      block={b}
                      n={i + 1}
                      selected={b.id === selected}
                      onSelect={() => setSelected(b.id)}
                      onRemove={() => {
                        change({ ...draft, blocks: draft.blocks.filter((x) => x.id !== b.id) })
                        if (selected === b.id) setSelected(null)
                      }}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
            {draft.blocks.length === 0 ? <List locale={{ emptyText: '还没有组件' }} dataSource={[]} /> : null}
          </section>
          <section aria-label="组件属性" style={{ flex: 1, minWidth: 'min(360px, 100%)' }}>
            {block ? (
              <BlockPanel
                block={block}
                info={info}
                onChange={(b) => change({ ...draft, blocks: draft.blocks.map((x) => (x.id === b.id ? b : x)) })}
              />
            ) : (
              <Typography.Text type="secondary">选择左侧的组件编辑它的属性</Typography.Text>
            )}
          </section>
          <section aria-label="预览" style={{ width: 377, maxWidth: '100%' }}>
            <Typography.Text type="secondary">预览（已保存的草稿）</Typography.Text>
            {preview ? (
              <iframe
                key={preview.n}
                title="首页预览"
                src={preview.url}
                width={375}
                height={667}
                style={{ border: '1px solid #d9d9d9', borderRadius: 8, display: 'block', marginTop: 4, maxWidth: '100%' }}
              />
            ) : null}
          </section>
        </div>
        <PageSettings draft={draft} info={info} open={settingsOpen} onClose={() => setSettingsOpen(false)} onChange={change} />
        <Versions
          pageId={pageId}
          open={versionsOpen}
          onClose={() => setVersionsOpen(false)}
          onRolledBack={(v) => {
            setVersionsOpen(false)
            void messages.success(`已回滚，当前版本 ${v}`)
            void client.invalidateQueries({ queryKey: ['page-draft', pageId] })
            void client.invalidateQueries({ queryKey: ['page-versions', pageId] })
            setDraft(null)
            void refreshPreview()
          }}
        />
      </div>
    </>
  )
}
