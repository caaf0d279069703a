import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import * as T from '@/domain/messages/auth'
import { currentRoute } from '@/shared/routes/current'
import { back, relaunch } from '@/shared/routes/navigate'
import { NJGLYY_BACK_DELAY_MS, glWxLogin } from '@/features/account'
import { useAppStore, useUserStore } from '@/shared/store'
import '@/features/account/components/form.scss'

/**
 * /njglyy (SPEC §2, §8): the hospital-specific entry. The hospital's page opens it with ?code=...;
 * POST glWxLogin { code } gives the user (third-party login), then the hospital's home. A failure shows
 * the message and goes back after 3 s.
 */
export default function NjglyyPage() {
  const query = useMemo(() => currentRoute().query, [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [error, setError] = useState('')

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const fail = (message: string) => {
      setError(message)
      timer = setTimeout(() => back(), NJGLYY_BACK_DELAY_MS)
    }
    const code = (query.code || '').trim()
    if (!code) fail(T.OAUTH_CODE_MISSING)
    else
      glWxLogin({ code }, { silent: true })
        .then(async (info) => {
          useUserStore.getState().setUser(info, 0)
          const home = useUserStore.getState().homeLink || '/home'
          await relaunch(home, home.includes('hospitalId=') ? {} : { hospitalId })
        })
        .catch((e: Error) => fail(e?.message || '登录失败'))
    return () => {
      if (timer) clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hospital login runs once per page open
  }, [])

  return (
    <Page>
      {error ? (
        <View className="njglyy-page">
          <StatusView kind="error" text={error} />
          <Text className="auth-state__sub njglyy-page__back">{T.GOING_BACK_SOON}</Text>
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
