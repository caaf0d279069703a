/**
 * A colour: the browser's own colour picker (keyboard-usable, no library: antd's ColorPicker brought its Collapse and
 * colour maths into the console's first load through the antd barrel) beside the text of the value (#RRGGBB, or any
 * CSS colour the page's rules accept, e.g. rgba(...) typed by hand).
 */
import { Input, Space } from 'antd'

const HEX6 = /^#[0-9a-f]{6}$/i
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i

/** the picker's value: #rrggbb (the picker takes nothing else); black when the text is another form */
function pickerValue(v: string): string {
  if (HEX6.test(v)) return v.toLowerCase()
  const m = HEX3.exec(v)
  return m ? `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`.toLowerCase() : '#000000'
}

export function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Space>
      <input
        type="color"
        aria-label={label}
        value={pickerValue(value)}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        style={{ width: 40, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
      />
      <Input
        aria-label={`${label}（文本）`}
        style={{ width: 110 }}
        maxLength={40}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
      />
    </Space>
  )
}
