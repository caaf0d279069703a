import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { DatePicker, Input } from '@nutui/nutui-react-taro'
import { addDays } from '@/domain/time'
import './index.scss'
import { ariaProps } from '../a11y'

export interface DateFieldProps {
  /** 'YYYY-MM-DD' or '' */
  value: string
  onChange: (date: string) => void
  /** the input's name (tests fill it) */
  name: string
  title: string
  placeholder?: string
  /** business dates bounding the picker ('YYYY-MM-DD') */
  min: string
  max: string
  className?: string
}

const pad = (n: number) => String(n).padStart(2, '0')
/** a picker Date of a business date: the picker shows the calendar parts only (its local zone never shifts them) */
const pickerDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(y, m - 1, d)
}

/**
 * A date entered by typing 'YYYY-MM-DD' or with NutUI's DatePicker (issue 13: date pickers where dates are
 * entered: pregnancy, vaccines, family members' birthdays, record dates). The picker's chosen year / month / day become the business date as they are: no Date arithmetic in the
 * device's zone. Validation stays with the caller's domain rule.
 */
export default function DateField({ value, onChange, name, title, placeholder = '年-月-日', min, max, className }: DateFieldProps) {
  const [open, setOpen] = useState(false)
  const valid = addDays(value, 0) !== null && value >= min && value <= max
  return (
    <View className={`date-field ${className ?? ''}`}>
      <Input
        className="date-field__input"
        name={name}
        placeholder={placeholder}
        maxLength={10}
        value={value}
        onChange={(v) => onChange(String(v).trim())}
      />
      <Text className="date-field__pick" {...ariaProps('button')} onClick={() => setOpen(true)}>
        选择日期
      </Text>
      <DatePicker
        title={title}
        type="date"
        visible={open}
        showChinese
        startDate={pickerDate(min)}
        endDate={pickerDate(max)}
        defaultValue={pickerDate(valid ? value : max)}
        onClose={() => setOpen(false)}
        onConfirm={(_, values) => {
          const [y, m, d] = values.map(Number)
          onChange(`${y}-${pad(m)}-${pad(d)}`)
        }}
      />
    </View>
  )
}
