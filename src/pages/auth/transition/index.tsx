import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { needsPhoneBinding, oauthReturnUri, safeRedirect, getUserInfo } from '@/features/account'
import * as T from '@/domain/messages/auth'
import { readOAuthCode } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { redirect, relaunch } from '@/shared/routes/navigate'
import { useAppStore, useUserStore } from '@/shared/store'
import '@/features/account/components/form.scss'

/**
 * /transition (SPEC §2, §7): the messaging-app browser authorisation comes back here with ?code=...&redirect=...;
 * POST userInfo/getUserInfo { code, redirectUri, state } gives the user, stored as a third-party login, then the
 * redirect. A failure shows the message and a way back to /login.
 */
export default function TransitionPage() {
  const query = useMemo(() => currentRoute().query, [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [error, setError] = useState('')

  useEffect(() => {
    const code = readOAuthCode() || query.code
    if (!code) {
      setError(T.OAUTH_CODE_MISSING)
      return
    }
    const href = typeof window !== 'undefined' ? window.location.href : ''
    // the state the authorization returned: the server checks it against this browser's cookie (single-use)
    const state = new URLSearchParams(href.split('#')[0].split('?')[1] ?? '').get('state') || query.state || undefined
    getUserInfo({ code, redirectUri: oauthReturnUri(href), state }, { silent: true })
      .then(async (info) => {
        const user = useUserStore.getState()
        user.setUser(info, 0)
        if (needsPhoneBinding(info)) {
          const target = safeRedirect(query.redirect)
          if (target) user.setLoginRedirectUrl(target)
          await redirect('/bandPhone', { hospitalId, from: 'login' })
          return
        }
        const target = safeRedirect(query.redirect) || user.takePostLoginUrl()
        if (safeRedirect(query.redirect)) user.setLoginRedirectUrl('')
        await relaunch(!target || target === '/' ? '/home' : target, target.includes('hospitalId=') ? {} : { hospitalId })
      })
      .catch((e: Error) => setError(e?.message || '登录失败'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the login hand-over runs once per page open
  }, [])

  return (
    <Page>
      {error ? (
        <View className="transition-page">
          <StatusView kind="error" text={error} actionText={T.BACK_TO_LOGIN} onAction={() => redirect('/login', { hospitalId })} />
        </View>
      ) : (
        <View className="auth-state">
          <Loading type="circular" />
          <Text className="auth-state__text">{T.LOGGING_IN}</Text>
        </View>
      )}
    </Page>
  )
}
