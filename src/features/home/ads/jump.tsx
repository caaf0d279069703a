import { useCallback, useRef, useState } from 'react'
import { resolveJump, type JumpAction, type JumpConfig, type JumpConfirm } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { openExternalLink, openMiniProgram } from '@/shared/platform/miniJump'
import { useAppStore } from '@/shared/store'
import AgreementPopup from './agreementDialog'

/** carries out a resolved jump (after any confirmation) */
export async function performJump(action: JumpAction): Promise<void> {
  switch (action.kind) {
    case 'tip':
      toast(action.text)
      return
    case 'error':
      toast(action.message)
      return
    case 'page':
      await navigate(action.path, action.query)
      return
    case 'miniProgram':
      await openMiniProgram(action.appId, action.path)
      return
    case 'external':
      await openExternalLink(action.url)
      return
    default:
  }
}

/**
 * Jump handling for ads and resources (SPEC §2 jump types 1-5): resolves the configuration with the
 * domain rule, shows the confirm-agreement dialog first when promptWindow is set and not 1 (confirm way 1
 * needs the checkbox), then jumps. Render `dialog` once in the component.
 */
export function useJump() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [pending, setPending] = useState<{ action: JumpAction; confirm: JumpConfirm } | null>(null)
  const busy = useRef(false)

  const jump = useCallback(
    (cfg: JumpConfig) => {
      const action = resolveJump(cfg, { hospitalId })
      const confirm = 'confirm' in action ? action.confirm : null
      if (confirm) setPending({ action, confirm })
      else performJump(action)
      return action
    },
    [hospitalId],
  )

  const dialog = (
    <AgreementPopup
      visible={!!pending}
      title={pending?.confirm.title}
      content={pending?.confirm.content || ''}
      confirmWay={pending?.confirm.confirmWay ?? undefined}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const p = pending
        setPending(null)
        if (p && !busy.current) {
          busy.current = true
          performJump(p.action).finally(() => (busy.current = false))
        }
      }}
    />
  )
  return { jump, dialog }
}
