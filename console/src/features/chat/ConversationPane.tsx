/**
 * One conversation in the workbench: the transcript with the internal notes between the messages (notes on a
 * yellow ground, marked 内部备注, never sent to the patient), the composer (reply or note, quick-reply picker),
 * and the actions the conversation allows: 接入 (claim), 转接 (transfer with a reason), 结束会话 (resolve); a doctor
 * answering a consultation also sends one of the hospital's articles as a knowledge card (发送文章).
 */
import { useState } from 'react'
import { Alert, Button, Flex, Input, Modal, Select, Space, Segmented, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { StatusTag } from '../../shared/ui'
import {
  STATE_TEXT,
  addNote,
  claim,
  getTranscript,
  listAgents,
  listArticles,
  listQuickReplies,
  resolve,
  sendKnowledge,
  sendText,
  transfer,
  waitingText,
  type Message,
  type Note,
} from './api'

type Line = { at: string; key: string; message?: Message; note?: Note }

function lines(messages: Message[], notes: Note[]): Line[] {
  const all: Line[] = [
    ...messages.map((m) => ({ at: m.sendTime, key: `m${m.id}`, message: m })),
    ...notes.map((n) => ({ at: n.createTime, key: `n${n.id}`, note: n })),
  ]
  return all.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.key < b.key ? -1 : 1))
}

function text(m: Message): string {
  const c = m.content as { text?: string; title?: string; goodsName?: string; orderNo?: string }
  if (m.msgType === 'image') return '[图片]'
  if (m.msgType === 'goods') return `[商品] ${c.goodsName ?? ''}`
  if (m.msgType === 'order') return `[订单] ${c.orderNo ?? ''}`
  if (m.msgType === 'knowledge') return `[文章] ${c.title ?? ''}`
  return c.text ?? ''
}

export function ConversationPane({ groupId, staffId }: { groupId: number; staffId: number }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [mode, setMode] = useState<'reply' | 'note'>('reply')
  const [draft, setDraft] = useState('')
  const [transferOpen, setTransferOpen] = useState(false)
  const [target, setTarget] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const t = useQuery({ queryKey: ['chat-transcript', groupId], queryFn: () => getTranscript(groupId) })
  const quick = useQuery({ queryKey: ['chat-quick-replies'], queryFn: listQuickReplies })
  const agents = useQuery({ queryKey: ['chat-agents'], queryFn: listAgents, enabled: transferOpen })
  const [articleOpen, setArticleOpen] = useState(false)
  const [articleId, setArticleId] = useState<number | null>(null)
  const articles = useQuery({ queryKey: ['chat-articles'], queryFn: () => listArticles(), enabled: articleOpen })
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['chat-transcript', groupId] })
    void client.invalidateQueries({ queryKey: ['chat-list'] })
  }
  const fail = (e: Error) => void messages.error(e.message)
  const send = useMutation({
    mutationFn: async (): Promise<unknown> =>
      mode === 'note' ? addNote(groupId, draft) : sendText(groupId, draft, `c${Date.now()}${Math.random().toString(36).slice(2, 8)}`),
    onSuccess: () => {
      setDraft('')
      refresh()
    },
    onError: fail,
  })
  const act = useMutation({
    mutationFn: (what: 'claim' | 'resolve' | 'transfer') =>
      what === 'claim' ? claim(groupId) : what === 'resolve' ? resolve(groupId) : transfer(groupId, target ?? 0, reason),
    onSuccess: (_, what) => {
      if (what === 'transfer') {
        setTransferOpen(false)
        setReason('')
        setTarget(null)
      }
      void messages.success(what === 'claim' ? '已接入' : what === 'resolve' ? '会话已结束' : '已转接')
      refresh()
    },
    onError: fail,
  })
  const card = useMutation({
    mutationFn: () => sendKnowledge(groupId, articleId ?? 0),
    onSuccess: () => {
      setArticleOpen(false)
      setArticleId(null)
      void messages.success('文章已发送')
      refresh()
    },
    onError: fail,
  })
  if (t.isError) return <Alert type="error" showIcon message={(t.error as Error).message} />
  if (!t.data) return <Typography.Text type="secondary">加载中…</Typography.Text>
  const { conversation: c, canSend } = t.data
  const mayClaim = c.kind === 'service' && c.state === 'waiting'
  const mayTransfer = c.kind === 'service' && c.serviceState === 'agent' && c.assigneeStaffId === staffId
  // a knowledge card: the doctor of a consultation (the server answers as the session's linked doctor)
  const mayCard = c.kind === 'consult' && canSend && c.state !== 'resolved'
  const mayResolve = c.state !== 'resolved' && (c.kind === 'service' ? mayTransfer : c.type === 1 && canSend)
  return (
    <section aria-label={`与${c.patient}的会话`} className="chat-pane" data-group={c.groupId}>
      {holder}
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {c.name} · {c.patient}
        </Typography.Title>
        <StatusTag tone={c.state === 'waiting' ? 'orange' : c.state === 'assigned' ? 'blue' : c.state === 'resolved' ? 'default' : 'green'}>
          {STATE_TEXT[c.state]}
        </StatusTag>
        {c.waitingSeconds !== null ? <span style={{ color: '#ad4e00' }}>已等待 {waitingText(c.waitingSeconds)}</span> : null}
        {c.assigneeName ? <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>接待：{c.assigneeName}</span> : null}
        <Space wrap style={{ marginLeft: 'auto' }}>
          {mayClaim ? (
            <Button type="primary" className="chat-claim" loading={act.isPending} onClick={() => act.mutate('claim')}>
              接入
            </Button>
          ) : null}
          {mayTransfer ? (
            <Button className="chat-transfer" onClick={() => setTransferOpen(true)}>
              转接
            </Button>
          ) : null}
          {mayCard ? (
            <Button className="chat-article" onClick={() => setArticleOpen(true)}>
              发送文章
            </Button>
          ) : null}
          {mayResolve ? (
            <Button danger className="chat-resolve" loading={act.isPending} onClick={() => act.mutate('resolve')}>
              结束会话
            </Button>
          ) : null}
        </Space>
      </Flex>
      <div
        className="chat-lines"
        role="log"
        aria-label="聊天记录"
        tabIndex={0}
        style={{ maxHeight: '55vh', overflowY: 'auto', padding: 8, background: '#fafafa', borderRadius: 8 }}
      >
        {lines(t.data.messages, t.data.notes).map((l) =>
          l.note ? (
            <div
              key={l.key}
              className="chat-note"
              style={{ margin: '6px 0', padding: '6px 10px', background: '#fffbe6', border: '1px dashed #d48806', borderRadius: 6 }}
            >
              <StatusTag tone="orange">{l.note.kind === 'transfer' ? '转接记录' : '内部备注'}</StatusTag>
              <Typography.Text>{l.note.text}</Typography.Text>
              <div style={{ fontSize: 12, color: '#595959' }}>
                {l.note.staffName} · {l.note.createTime} · 患者不可见
              </div>
            </div>
          ) : l.message ? (
            <div
              key={l.key}
              className={`chat-msg chat-msg-${l.message.senderKind}`}
              style={{ margin: '6px 0', textAlign: l.message.senderKind === 'user' ? 'left' : 'right' }}
            >
              <div style={{ fontSize: 12, color: '#595959' }}>
                {l.message.senderKind === 'user' ? c.patient : l.message.senderName} · {l.message.sendTime}
              </div>
              <div
                className="chat-bubble"
                style={{
                  display: 'inline-block',
                  maxWidth: '85%',
                  padding: '6px 10px',
                  borderRadius: 8,
                  background: l.message.senderKind === 'user' ? '#fff' : l.message.senderKind === 'system' ? '#f0f0f0' : '#e6f4ff',
                  border: '1px solid #d9d9d9',
                  whiteSpace: 'pre-wrap',
                  textAlign: 'left',
                }}
              >
                {text(l.message)}
              </div>
            </div>
          ) : null,
        )}
      </div>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        <Flex wrap gap={8} align="center">
          <Segmented
            aria-label="发送方式"
            value={mode}
            onChange={(v) => setMode(v as 'reply' | 'note')}
            options={[
              { value: 'reply', label: '回复患者', disabled: !canSend },
              { value: 'note', label: '内部备注' },
            ]}
          />
          <Select
            aria-label="快捷回复"
            placeholder="快捷回复"
            style={{ minWidth: 160 }}
            value={null}
            options={(quick.data ?? []).map((q) => ({ value: q.id, label: `${q.scope === 'hospital' ? '[本院] ' : ''}${q.title}` }))}
            onChange={(id: number) => setDraft((d) => d + (quick.data?.find((q) => q.id === id)?.text ?? ''))}
          />
        </Flex>
        <Input.TextArea
          aria-label={mode === 'note' ? '备注内容' : '回复内容'}
          className="chat-input"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft}
          maxLength={mode === 'note' ? 500 : 1000}
          placeholder={mode === 'note' ? '内部备注仅员工可见' : canSend ? '输入回复' : '接入后可回复'}
          style={mode === 'note' ? { background: '#fffbe6' } : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button
          type="primary"
          className="chat-send"
          disabled={!draft.trim() || (mode === 'reply' && !canSend)}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {mode === 'note' ? '添加备注' : '发送'}
        </Button>
      </Flex>
      <Modal
        open={articleOpen}
        title="发送健康文章"
        okText="发送"
        cancelText="取消"
        okButtonProps={{ disabled: !articleId, loading: card.isPending, className: 'chat-article-send' }}
        onOk={() => card.mutate()}
        onCancel={() => setArticleOpen(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="选择文章"
            placeholder="搜索或选择本院文章"
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            loading={articles.isLoading}
            value={articleId}
            onChange={(v: number) => setArticleId(v)}
            options={(articles.data ?? []).map((a) => ({
              value: a.articleId,
              label: a.category ? `${a.title}（${a.category}）` : a.title,
            }))}
            notFoundContent={articles.isLoading ? '加载中…' : '暂无文章'}
          />
          {articleId ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {articles.data?.find((a) => a.articleId === articleId)?.summary}
            </Typography.Paragraph>
          ) : null}
          <Typography.Text type="secondary">患者将收到这篇文章的卡片，点击即可阅读。</Typography.Text>
        </Space>
      </Modal>
      <Modal
        open={transferOpen}
        title="转接会话"
        okText="转接"
        cancelText="取消"
        okButtonProps={{ disabled: !target || !reason.trim(), loading: act.isPending }}
        onOk={() => act.mutate('transfer')}
        onCancel={() => setTransferOpen(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="接收人"
            placeholder="选择接收人"
            style={{ width: '100%' }}
            value={target}
            onChange={(v: number) => setTarget(v)}
            options={(agents.data ?? [])
              .filter((a) => a.staffId !== staffId)
              .map((a) => ({
                value: a.staffId,
                label: `${a.name} #${a.staffId}（${a.status === 'online' ? '在线' : '离开'}，接待 ${a.load}）`,
              }))}
          />
          <Input.TextArea
            aria-label="转接原因"
            placeholder="转接原因（仅员工可见）"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Space>
      </Modal>
    </section>
  )
}
