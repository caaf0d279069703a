/**
 * The signed-in frame: the side menu (from `me`'s permissions) on a desktop, a drawer behind a 菜单 button on a
 * phone (below antd's md breakpoint, 768 px), the header with the staff member, the hospital and 退出登录, and the
 * screen in <main>. A "skip to content" link comes first in the focus order.
 */
import { useState, type ReactNode } from 'react'
import { Button, Drawer, Grid, Layout, Menu, Space, Typography } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { href, navigate, useLocation } from '../../shared/router'
import { logout, signedOut, type Me } from '../auth'
import { entryOf, menuFor, type MenuEntry } from './menu'

const { Header, Sider, Content } = Layout

type Item = { key: string; label: ReactNode }
/** the menu items, consecutive entries of one group inside an antd item group (商品运营) */
function grouped(entries: MenuEntry[], item: (e: MenuEntry) => Item) {
  const out: Array<Item | { type: 'group'; key: string; label: string; children: Item[] }> = []
  for (const e of entries) {
    const last = out[out.length - 1]
    if (!e.group) out.push(item(e))
    else if (last && 'type' in last && last.label === e.group) last.children.push(item(e))
    else out.push({ type: 'group', key: `group:${e.group}`, label: e.group, children: [item(e)] })
  }
  return out
}

function SideMenu({ me, path, onPick }: { me: Me; path: string; onPick?: () => void }) {
  const selected = entryOf(path)?.path ?? path
  return (
    <nav aria-label="主菜单">
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={[selected]}
        items={grouped(menuFor(me.permissions), (e) => ({
          key: e.path,
          label: (
            <a
              href={href(e.path)}
              onClick={(ev) => {
                if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey) return
                ev.preventDefault()
                navigate(e.path)
                onPick?.()
              }}
            >
              {e.label}
            </a>
          ),
        }))}
      />
    </nav>
  )
}

export function ConsoleLayout({ me, children }: { me: Me; children: ReactNode }) {
  const { path } = useLocation()
  const screens = Grid.useBreakpoint()
  const phone = screens.md === false
  const [drawer, setDrawer] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const client = useQueryClient()
  const out = async () => {
    setLeaving(true)
    try {
      await logout()
    } catch {
      // the message is shown by the client; the session is forgotten here either way
    } finally {
      signedOut(client)
      navigate('/login', { replace: true })
    }
  }
  const brand = <div style={{ color: '#fff', fontWeight: 600, fontSize: 16, padding: '16px 24px', whiteSpace: 'nowrap' }}>医院管理后台</div>
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      {!phone && (
        <Sider width={208} breakpoint="lg" collapsedWidth={0} trigger={null}>
          {brand}
          <SideMenu me={me} path={path} />
        </Sider>
      )}
      {phone && (
        <Drawer
          placement="left"
          open={drawer}
          onClose={() => setDrawer(false)}
          size={240}
          title="医院管理后台"
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <SideMenu me={me} path={path} onPick={() => setDrawer(false)} />
        </Drawer>
      )}
      <Layout>
        <Header style={{ display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #f0f0f0' }}>
          {phone && (
            <Button onClick={() => setDrawer(true)} aria-expanded={drawer} aria-label="打开菜单">
              菜单
            </Button>
          )}
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <Typography.Text strong>{me.hospitalName}</Typography.Text>
          </div>
          <Space size={phone ? 8 : 16}>
            <Typography.Text>
              {me.name}
              {!phone && <Typography.Text type="secondary">（{me.roleName}）</Typography.Text>}
            </Typography.Text>
            <Button onClick={out} loading={leaving}>
              退出登录
            </Button>
          </Space>
        </Header>
        <Content id="main" tabIndex={-1} style={{ padding: phone ? 12 : 24, outline: 'none' }}>
          {children}
        </Content>
      </Layout>
    </Layout>
  )
}
