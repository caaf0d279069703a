/**
 * A status tag whose text meets WCAG AA contrast on its own background (antd's preset colours put e.g. orange
 * #fa8c16 on #fff7e6: 2.3:1). The tones are antd's palettes, the text from their darkest steps (≥ 5:1).
 */
import type { ReactNode } from 'react'
import { Tag } from 'antd'

export type Tone = 'orange' | 'blue' | 'purple' | 'green' | 'red' | 'default'

const TONES: Record<Tone, { color: string; background: string; borderColor: string }> = {
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  purple: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  default: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
}

export function StatusTag({ tone = 'default', children }: { tone?: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>
}

/** a table's empty text at AA contrast (antd paints it in the disabled grey, 1.6:1) */
export function EmptyText({ children }: { children: ReactNode }) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{children}</span>
}
