import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Cell, CellGroup, Dialog } from '@nutui/nutui-react-taro'
import Page from '../../../components/Page'
import { openProtocol } from '../../../components/auth/AgreementCheck'
import * as T from '../../../components/auth/texts'
import { maskPhone } from '../../../domain'
import { toast } from '../../../platform'
import { navigate, relaunch } from '../../../routes/navigate'
import { PROTOCOL_CODE } from '../../../services/zeus'
import { acountDel, loginOut } from '../../../services/userCenter'
import { useAppStore, useUserStore } from '../../../store'
import './index.scss'

type Confirming = null | 'logout' | 'delete'

/** the user is cleared at the latest this long after leaving for home */
const LEAVE_FALLBACK_MS = 1500

/**
 * /setting (login required): the agreements, password and phone, 退出登录 (loginOut, then the local session
 * is cleared and home) and 注销账号 (a confirmation that every personal datum is deleted for good, then
 * acountDel, the local session cleared, home).
 */
export default function SettingPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const base = useUserStore((s) => s.userInfo?.userBase)
  const [confirming, setConfirming] = useState<Confirming>(null)

  /**
   * Home first, then forget the user: clearing it while this login-required page is still mounted would make
   * its guard send the visitor to /login. The user is cleared when this page unmounts (reLaunch closes it),
   * or after a short delay at the latest.
   */
  const leaving = useRef<{ message: string; done: boolean } | null>(null)
  const finishLeaving = () => {
    const l = leaving.current
    if (!l || l.done) return
    l.done = true
    useUserStore.getState().logout()
    toast(l.message, 'success')
  }
  useEffect(() => () => finishLeaving(), [])
  const leave = async (message: string) => {
    leaving.current = { message, done: false }
    setTimeout(finishLeaving, LEAVE_FALLBACK_MS)
    try {
      await relaunch('/home', { hospitalId })
    } catch {
      finishLeaving()
    }
  }

  const logout = async () => {
    setConfirming(null)
    try {
      await loginOut({ silent: true })
    } catch {
      // the session ends on this device whatever the server says
    }
    await leave(T.LOGGED_OUT)
  }

  const deleteAccount = async () => {
    setConfirming(null)
    try {
      await acountDel({ loading: true })
    } catch {
      return // the request layer showed the reason; the account stays
    }
    await leave(T.ACCOUNT_DELETED)
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
        <CellGroup title={T.SECTION_AGREEMENTS} className="setting-page__group">
          <Cell className="setting-page__agreement" title={T.SETTING_USER_AGREEMENT} clickable onClick={() => openProtocol(PROTOCOL_CODE.userAgreement, hospitalId)} />
          <Cell className="setting-page__privacy" title={T.SETTING_PRIVACY_POLICY} clickable onClick={() => openProtocol(PROTOCOL_CODE.privacyPolicy, hospitalId)} />
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
