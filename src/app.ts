import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { launchQuery, redirectUnknownPath } from './platform/boot'
import { onNetworkChange } from './platform'
import { setupIcons } from './platform/icons'
import { findRoute } from './routes/resolve'
import { NOT_FOUND_PATH } from './routes/table'
import { handleUnauthorized } from './routes/session'
import { bootstrapApp, setUnauthorizedHandler, useAppStore } from './store'
import './app.scss'

setupIcons()
// H5: an unknown path shows /404 instead of a blank page (runs before Taro's router starts)
redirectUnknownPath((path) => !!findRoute(path), NOT_FOUND_PATH)

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    setUnauthorizedHandler(handleUnauthorized)
    bootstrapApp(launchQuery(options as { query?: Record<string, unknown> }))
    onNetworkChange((online: boolean) => {
      if (!online) useAppStore.getState().setOffline(true)
    })
  })
  return children
}

export default App
