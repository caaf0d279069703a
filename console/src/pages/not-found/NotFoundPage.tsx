/** a console path without a screen: 404, or a menu entry whose screen is not built yet */
import { Button, Result } from 'antd'
import { navigate } from '../../shared/router'
import { entryOf } from '../../features/shell'

export default function NotFoundPage({ path }: { path: string }) {
  const entry = entryOf(path)
  const known = entry && entry.path !== '/'
  return (
    <Result
      status={known ? 'info' : '404'}
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{known ? `${entry.label}：即将开放` : '页面不存在'}</h1>}
      subTitle={known ? '此功能的后台接口尚未上线，上线后即可在此处理。' : '请检查地址，或从菜单进入。'}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回待办
        </Button>
      }
    />
  )
}
