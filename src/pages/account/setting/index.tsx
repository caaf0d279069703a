import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Cell, CellGroup, Dialog, Switch } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { openProtocol, acountDel } from '@/features/account'
import * as T from '@/domain/messages/auth'
import * as A from '@/domain/messages/access'
import { maskPhone } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { signOut } from '@/shared/routes/session'
import { PROTOCOL_CODE } from '@/shared/request/hospitalApi'
import { setElderMode, useAppStore, useElderMode, useUserStore } from '@/shared/store'
import { toast } from '@/shared/platform'
import { ariaProps } from '@/shared/ui/a11y'
import './index.scss'

type Confirming = null | 'logout' | 'delete'

/**
 * /setting (login required): the agreements, password and phone, 退出登录 (routes/session signOut: loginOut,
 * the local session cleared, the entry's home — the page's guard does not bounce to /login) and 注销账号 (a
 * confirmation that every personal datum is deleted for good, then acountDel and the same sign-out).
 */
export default function SettingPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const base = useUserStore((s) => s.userInfo?.userBase)
  const token = useUserStore((s) => s.userInfo?.token || '')
  const elder = useElderMode()
  const [confirming, setConfirming] = useState<Confirming>(null)

  /** 长辈模式 (issue 16): this device at once, the account too (the server's preference) */
  const toggleElder = async (on: boolean) => {
    const saved = await setElderMode(on, token)
    toast(saved ? (on ? A.ELDER_MODE_ON : A.ELDER_MODE_OFF) : A.ELDER_MODE_LOCAL_ONLY)
  }

  // the server's copy of the user (phone, password state) replaces what this device stored; a dead session
  // (401) clears it and the guard asks to log in again
  useEffect(() => {
    useUserStore
      .getState()
      .loadUser()
      .catch(() => undefined) // offline or a server error: keep showing what is stored
  }, [])

  /** 退出登录: the sign-out flow (loginOut, the local session cleared, the entry's home) */
  const logout = async () => {
    setConfirming(null)
    await signOut({ message: T.LOGGED_OUT })
  }

  const deleteAccount = async () => {
    setConfirming(null)
    try {
      await acountDel({ loading: true })
    } catch {
      return // the request layer showed the reason; the account stays
    }
    // the server ended every session of the account: no loginOut
    await signOut({ serverLogout: false, message: T.ACCOUNT_DELETED })
  }

  const hasPassword = base?.hasPassword
  return (
    <Page>
      <View className="setting-page">
        <CellGroup title={T.SECTION_ACCOUNT} className="setting-page__group">
          <Cell
            className="setting-page__phone"
            title={T.SETTING_BIND_PHONE}
            extra={base?.phone ? maskPhone(base.phone) : T.SETTING_NOT_BOUND}
            clickable
            onClick={() => navigate('/bandPhone', { hospitalId })}
          />
          <Cell
            className="setting-page__password"
            title={hasPassword ? T.SETTING_CHANGE_PASSWORD : T.SETTING_SET_PASSWORD}
            clickable
            onClick={() => navigate('/setPassword', hasPassword ? { hospitalId } : { hospitalId, setPsw: 1 })}
          />
        </CellGroup>
        <CellGroup title={A.SECTION_DISPLAY} className="setting-page__group">
          <Cell
            className="setting-page__elder"
            title={A.ELDER_MODE}
            description={A.ELDER_MODE_HINT}
            extra={
              <Switch
                className="setting-page__elder-switch"
                checked={elder}
                onChange={(on) => toggleElder(on)}
                // NutUI's ariaRole reaches H5 as an unknown attribute: the role itself (its label does arrive)
                {...ariaProps('switch', { 'aria-checked': elder, 'aria-label': A.ELDER_MODE })}
              />
            }
          />
        </CellGroup>
        <CellGroup title={T.SECTION_AGREEMENTS} className="setting-page__group">
          <Cell
            className="setting-page__agreement"
            title={T.SETTING_USER_AGREEMENT}
            clickable
            onClick={() => openProtocol(PROTOCOL_CODE.userAgreement, hospitalId)}
          />
          <Cell
            className="setting-page__privacy"
            title={T.SETTING_PRIVACY_POLICY}
            clickable
            onClick={() => openProtocol(PROTOCOL_CODE.privacyPolicy, hospitalId)}
          />
        </CellGroup>
        <View className="setting-page__actions">
          <Button className="setting-page__logout" block size="large" onClick={() => setConfirming('logout')}>
            {T.LOGOUT}
          </Button>
          <Text className="setting-page__delete" onClick={() => setConfirming('delete')}>
            {T.DELETE_ACCOUNT}
          </Text>
        </View>
      </View>
      <Dialog
        className="setting-page__dialog setting-page__dialog--logout"
        visible={confirming === 'logout'}
        title="提示"
        content={T.LOGOUT_CONFIRM}
        confirmText={T.CONFIRM}
        cancelText={T.CANCEL}
        onConfirm={() => {
          logout()
        }}
        onCancel={() => setConfirming(null)}
      />
      <Dialog
        className="setting-page__dialog setting-page__dialog--delete"
        visible={confirming === 'delete'}
        title={T.DELETE_ACCOUNT_TITLE}
        content={T.DELETE_ACCOUNT_CONFIRM}
        confirmText={T.DELETE_ACCOUNT_OK}
        cancelText={T.CANCEL}
        onConfirm={() => {
          deleteAccount()
        }}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  )
}
