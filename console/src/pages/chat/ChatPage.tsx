/**
 * /console/chat: 在线咨询 — the chat workbench. Tabs 我的 / 待接入 / 全部 (全部: chat:supervise), each conversation
 * with its unread count (by seq) and the patient's waiting time; the conversation pane (live by the socket, notes
 * set apart, quick replies, 接入 / 转接 / 结束会话) and the patient panel; online / away. On a phone the list and
 * the pane stack.
 */
import { useState } from 'react'
import { Badge, Empty, Flex, List, Segmented, Switch, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Me } from '../../features/auth'
import {
  ConversationPane,
  PatientPanelView,
  STATE_TEXT,
  getPresence,
  listConversations,
  setPresence,
  useChatSocket,
  waitingText,
  type Tab,
} from '../../features/chat'
import { EmptyText, StatusTag, useKeyboardScroll } from '../../shared/ui'

export default function ChatPage({ me }: { me: Me }) {
  const client = useQueryClient()
  const supervise = me.permissions.includes('chat:supervise')
  const [tab, setTab] = useState<Tab>('mine')
  const [open, setOpen] = useState<number | null>(null)
  const scrollRef = useKeyboardScroll<HTMLDivElement>('会话列表')
  const presence = useQuery({ queryKey: ['chat-presence'], queryFn: getPresence })
  const setStatus = useMutation({
    mutationFn: setPresence,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['chat-presence'] }),
  })
  const socket = useChatSocket(
    (m) => {
      void client.invalidateQueries({ queryKey: ['chat-transcript', m.groupId] })
      void client.invalidateQueries({ queryKey: ['chat-list'] })
    },
    // the queue changed (a hand-off waiting, a claim, a transfer ...), on any instance: the lists at once
    (q) => {
      void client.invalidateQueries({ queryKey: ['chat-list'] })
      void client.invalidateQueries({ queryKey: ['chat-transcript', q.groupId] })
    },
  )
  // pushed while the socket is open; the poll is only the fallback (slow while open, 10 s while it is not)
  const list = useQuery({
    queryKey: ['chat-list', tab],
    queryFn: () => listConversations(tab),
    refetchInterval: socket === 'open' ? 60_000 : 10_000,
  })
  const tabs = [
    { value: 'mine', label: '我的' },
    { value: 'unassigned', label: '待接入' },
    ...(supervise ? [{ value: 'all', label: '全部' }] : []),
  ]
  return (
    <>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          在线咨询
        </Typography.Title>
        <Segmented aria-label="会话分类" options={tabs} value={tab} onChange={(v) => setTab(v as Tab)} />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Switch
            aria-label="在线状态"
            checked={presence.data === 'online'}
            loading={setStatus.isPending}
            onChange={(on) => setStatus.mutate(on ? 'online' : 'away')}
          />
          {presence.data === 'online' ? '在线' : '离开'}
        </label>
        <span className="chat-socket" data-state={socket}>
          <StatusTag tone={socket === 'open' ? 'green' : 'default'}>{socket === 'open' ? '实时连接' : '连接中'}</StatusTag>
        </span>
      </Flex>
      <Flex wrap gap={16} align="flex-start">
        <div ref={scrollRef} style={{ flex: '1 1 260px', maxWidth: '100%', maxHeight: '70vh', overflowY: 'auto' }}>
          <List
            size="small"
            bordered
            loading={list.isLoading}
            dataSource={list.data ?? []}
            locale={{ emptyText: <EmptyText>{tab === 'unassigned' ? '暂无排队的会话' : '暂无会话'}</EmptyText> }}
            renderItem={(c) => (
              <List.Item
                className="chat-conv"
                data-group={c.groupId}
                style={{ cursor: 'pointer', background: c.groupId === open ? '#e6f4ff' : undefined }}
                onClick={() => setOpen(c.groupId)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setOpen(c.groupId)}
                tabIndex={0}
                role="button"
                aria-pressed={c.groupId === open}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={6} align="center" wrap>
                      <span>{c.patient}</span>
                      <StatusTag>{c.kind === 'service' ? '客服' : c.type === 1 ? '问诊' : '群聊'}</StatusTag>
                      <StatusTag tone={c.state === 'waiting' ? 'orange' : c.state === 'assigned' ? 'blue' : 'default'}>
                        {STATE_TEXT[c.state]}
                      </StatusTag>
                      {c.unread ? <Badge count={c.unread} aria-label={`${c.unread}条未读`} /> : null}
                    </Flex>
                  }
                  description={
                    <>
                      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.lastText}</div>
                      {c.waitingSeconds !== null ? <div style={{ color: '#ad4e00' }}>已等待 {waitingText(c.waitingSeconds)}</div> : null}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: '3 1 420px', maxWidth: '100%', minWidth: 0 }}>
          {open ? (
            <Flex wrap gap={16} align="flex-start">
              <div style={{ flex: '3 1 360px', minWidth: 0 }}>
                <ConversationPane key={open} groupId={open} staffId={me.staffId} />
              </div>
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <PatientPanelView key={open} groupId={open} />
              </div>
            </Flex>
          ) : (
            <Empty description="选择左侧的会话" />
          )}
        </div>
      </Flex>
    </>
  )
}
