import { useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { acceptPrivacy } from '@/shared/tracking'
import AgreementCheck from './AgreementCheck'
import AgreementPrompt from './AgreementPrompt'

/**
 * The agreement of the login screens (SPEC §5 "Login requires the agreement ticked"): the ticked state, and
 * the prompt 请先阅读并同意《…隐私政策》 whose 同意 ticks the box and carries on with what was asked.
 */
export interface AgreementGate {
  agreed: boolean
  setAgreed: (agreed: boolean) => void
  /** the prompt is showing */
  prompting: boolean
  /** runs `action` when the agreement is ticked, else asks first (同意 ticks it and runs `action`) */
  require: (action: () => unknown) => void
  /** asks now (the caller already knows the agreement is missing); 同意 runs `action` */
  ask: (action: () => unknown) => void
  /** 同意 */
  agree: () => void
  /** 再考虑下 */
  cancel: () => void
}

export function useAgreementGate(): AgreementGate {
  const [agreed, setAgreedState] = useState(false)
  // ticking the agreement (user agreement and privacy policy) accepts the privacy policy: tracking may start
  const setAgreed = (next: boolean) => {
    if (next) acceptPrivacy()
    setAgreedState(next)
  }
  const [prompting, setPrompting] = useState(false)
  const pending = useRef<(() => unknown) | null>(null)
  const ask = (action: () => unknown) => {
    pending.current = action
    setPrompting(true)
  }
  return {
    agreed,
    setAgreed,
    prompting,
    ask,
    require: (action) => (agreed ? void action() : ask(action)),
    agree: () => {
      const action = pending.current
      pending.current = null
      setPrompting(false)
      setAgreed(true)
      action?.()
    },
    cancel: () => {
      pending.current = null
      setPrompting(false)
    },
  }
}

export interface AgreementRowProps {
  gate: AgreementGate
  /** the prompt is wired too (screens that log in on a tap); false: the checkbox only */
  withPrompt?: boolean
}

/** the agreement row (checkbox with the two agreements) and its prompt, wired to a gate */
export default function AgreementRow({ gate, withPrompt = true }: AgreementRowProps) {
  return (
    <>
      <View className="auth-agreement">
        <AgreementCheck checked={gate.agreed} onChange={gate.setAgreed} />
      </View>
      {withPrompt ? <AgreementPrompt visible={gate.prompting} onAgree={gate.agree} onCancel={gate.cancel} /> : null}
    </>
  )
}
