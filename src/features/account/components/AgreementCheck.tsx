import { View, Text } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { navigate } from '@/shared/routes/navigate'
import { PROTOCOL_CODE } from '@/shared/request/hospitalApi'
import { useAppStore } from '@/shared/store'
import * as T from '@/domain/messages/auth'
import './AgreementCheck.scss'

export interface AgreementCheckProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** opens /privacyAc with one protocol code (100 user agreement, 200 privacy policy) */
export function openProtocol(code: number, hospitalId: number) {
  navigate('/privacyAc', { hospitalId, codeList: code })
}

/** The agreement row of the login screens: checkbox, 我已阅读并同意《用户协议》和《隐私政策》 (SPEC §2, §5). */
export default function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  return (
    <View className="agreement-check">
      <Checkbox className="agreement-check__box" checked={checked} onChange={(v: boolean) => onChange(v)} />
      <View className="agreement-check__text">
        <Text onClick={() => onChange(!checked)}>{T.AGREEMENT_LEAD}</Text>
        <Text
          className="agreement-check__link agreement-check__link--user"
          onClick={() => openProtocol(PROTOCOL_CODE.userAgreement, hospitalId)}
        >
          {T.USER_AGREEMENT_LINK}
        </Text>
        <Text onClick={() => onChange(!checked)}>{T.AGREEMENT_AND}</Text>
        <Text
          className="agreement-check__link agreement-check__link--privacy"
          onClick={() => openProtocol(PROTOCOL_CODE.privacyPolicy, hospitalId)}
        >
          {T.PRIVACY_POLICY_LINK}
        </Text>
      </View>
    </View>
  )
}
