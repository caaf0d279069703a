import { useCallback, useState } from 'react'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { isLoggedInUser, useAppStore, useUserStore } from '@/shared/store'
import { getStudioChatDetail, joinStudioGroup } from '../api'

/** sends a visitor to /login and back here afterwards */
export function loginAndReturn() {
  useUserStore.getState().setLoginRedirectUrl(currentRoute().url)
  navigate('/login', { hospitalId: useAppStore.getState().hospitalId })
}

/**
 * The caller's place in a studio's patient group (chat type 2) and the join action: a visitor is sent to log in;
 * joining (again) opens the group's chat room.
 */
export function useStudioGroup(studioId: number | undefined, hospitalId: number | string) {
  const loggedIn = useUserStore((s) => isLoggedInUser(s.userInfo))
  const q = useQuery(['studio-group', studioId, loggedIn], () => getStudioChatDetail(studioId as number), {
    enabled: loggedIn && !!studioId,
  })
  const [busy, setBusy] = useState(false)
  const joined = !!q.data?.group && !q.data.group.quit
  const join = useCallback(async () => {
    if (!studioId) return
    if (!loggedIn) return loginAndReturn()
    setBusy(true)
    try {
      const g = await joinStudioGroup(studioId)
      navigate('/chatRoom', { groupId: g.groupId, type: 2, hospitalId })
    } catch (e: any) {
      toast(e?.message || '加入失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }, [studioId, loggedIn, hospitalId])
  return { joined, busy, join, reload: q.reload }
}
