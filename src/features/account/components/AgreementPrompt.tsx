import { Dialog } from '@nutui/nutui-react-taro'
import { AGREE, LOGIN_AGREEMENT_PROMPT, RECONSIDER } from '@/domain'

export interface AgreementPromptProps {
  visible: boolean
  /** 同意: the caller ticks the box and continues */
  onAgree: () => void
  /** 再考虑下 */
  onCancel: () => void
  message?: string
}

/** SPEC §5: 请先阅读并同意《…隐私政策》 with 同意 / 再考虑下 when logging in without the agreement ticked. */
export default function AgreementPrompt({ visible, onAgree, onCancel, message = LOGIN_AGREEMENT_PROMPT }: AgreementPromptProps) {
  return (
    <Dialog
      className="agreement-prompt"
      visible={visible}
      title="提示"
      content={message}
      confirmText={AGREE}
      cancelText={RECONSIDER}
      closeOnOverlayClick={false}
      onConfirm={onAgree}
      onCancel={onCancel}
      onClose={onCancel}
    />
  )
}
