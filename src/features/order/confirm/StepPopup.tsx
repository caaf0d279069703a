import { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { toast } from '@/shared/platform'
import './order-widgets.scss'

export type PersonMode = 'same' | 'different'

export interface StepPopupProps {
  visible: boolean
  title?: string
  /** number of units (persons) of the line */
  units: number
  mode: PersonMode
  onModeChange: (mode: PersonMode) => void
  step: number
  onStepChange: (step: number) => void
  /** the content of a step (0-based) */
  renderStep: (step: number) => ReactNode
  /** the message that stops leaving a step, null when the step is complete */
  validateStep: (step: number) => string | null
  onConfirm: () => void
  onClose: () => void
}

/** number of steps: 1 when the same person goes for all units, else one per unit */
export const stepCount = (units: number, mode: PersonMode) => (mode === 'same' ? 1 : Math.max(1, units))

/**
 * SPEC §2 service-person step popup: modes 同一服务人 (same person for all units) / 不同服务人
 * (one per unit); steps through the units with 上一步 / 下一步, the last step labelled 确定; every
 * step is validated before moving on (the message shows as a toast).
 */
export default function StepPopup({
  visible,
  title = '填写服务人信息',
  units,
  mode,
  onModeChange,
  step,
  onStepChange,
  renderStep,
  validateStep,
  onConfirm,
  onClose,
}: StepPopupProps) {
  const count = stepCount(units, mode)
  const current = Math.min(step, count - 1)
  const last = current === count - 1
  const next = () => {
    const msg = validateStep(current)
    if (msg) return toast(msg)
    if (last) onConfirm()
    else onStepChange(current + 1)
  }
  return (
    <Popup visible={visible} position="bottom" round closeable title={title} onClose={onClose} className="step-popup">
      {units > 1 ? (
        <View className="step-popup__modes">
          <View
            className={`step-popup__mode ${mode === 'same' ? 'step-popup__mode--on' : ''}`}
            onClick={() => {
              onModeChange('same')
              onStepChange(0)
            }}
          >
            <Text>同一服务人</Text>
          </View>
          <View
            className={`step-popup__mode ${mode === 'different' ? 'step-popup__mode--on' : ''}`}
            onClick={() => {
              onModeChange('different')
              onStepChange(0)
            }}
          >
            <Text>不同服务人</Text>
          </View>
        </View>
      ) : null}
      {count > 1 ? (
        <Text className="step-popup__progress">
          第{current + 1}/{count}位服务人
        </Text>
      ) : null}
      <View className="step-popup__body" data-step={current}>
        {renderStep(current)}
      </View>
      <View className="step-popup__footer">
        {current > 0 ? (
          <Button className="step-popup__prev" onClick={() => onStepChange(current - 1)}>
            上一步
          </Button>
        ) : null}
        <Button type="primary" className="step-popup__next" onClick={next}>
          {last ? '确定' : '下一步'}
        </Button>
      </View>
    </Popup>
  )
}
