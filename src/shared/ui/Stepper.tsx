import { useEffect, useState } from 'react'
import { View, Input, Text } from '@tarojs/components'
import { parseStepperInput, stepperDecrement, stepperIncrement, STEPPER_MIN } from '@/domain'
import { toast } from '../platform'
import './Stepper.scss'

export interface StepperProps {
  value: number
  /** from domain maxQuantity */
  max: number
  /** the limit message shown at the maximum (domain maxQuantity().message) */
  message: string
  onChange: (value: number) => void
  disabled?: boolean
}

/**
 * SPEC §4/§5 quantity stepper: ±1, digits only, 0 becomes 1, at or above the maximum the value is
 * clamped and the limit message is shown. All rules come from src/domain/cart.ts.
 */
export default function Stepper({ value, max, message, onChange, disabled }: StepperProps) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const atMin = value <= STEPPER_MIN
  const apply = (r: { value: number; message: string | null }) => {
    if (r.message) toast(r.message)
    setText(String(r.value))
    if (r.value !== value) onChange(r.value)
  }
  return (
    <View className={`sku-stepper ${disabled ? 'sku-stepper--disabled' : ''}`}>
      <View
        className={`sku-stepper__btn sku-stepper__minus ${atMin ? 'sku-stepper__btn--off' : ''}`}
        role="button"
        aria-label="减少数量"
        aria-disabled={disabled || atMin}
        onClick={() => !disabled && apply(stepperDecrement(value))}
      >
        <Text>−</Text>
      </View>
      <Input
        className="sku-stepper__input"
        type="number"
        name="quantity"
        aria-label="数量"
        value={text}
        disabled={disabled}
        onInput={(e) => setText(String(e.detail.value).replace(/\D/g, ''))}
        onBlur={(e) => !disabled && apply(parseStepperInput(String(e.detail.value ?? text), max, message))}
        onConfirm={(e) => !disabled && apply(parseStepperInput(String(e.detail.value ?? text), max, message))}
      />
      <View
        className={`sku-stepper__btn sku-stepper__plus ${value >= max ? 'sku-stepper__btn--off' : ''}`}
        role="button"
        aria-label="增加数量"
        aria-disabled={disabled || value >= max}
        onClick={() => !disabled && apply(stepperIncrement(value, max, message))}
      >
        <Text>+</Text>
      </View>
    </View>
  )
}
