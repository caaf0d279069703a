/** one picture (a doctor's photo, a studio's cover): the current one and a file input that uploads a new one */
import { useState } from 'react'
import { Space } from 'antd'
import { fileBase64, IMAGE_MAX_BYTES, uploadImage } from './api'

export interface Picture {
  path: string
  url: string
}

export function ImagePicker({
  value,
  onChange,
  onProblem,
  label,
  className,
}: {
  value: Picture | null
  onChange: (p: Picture) => void
  onProblem: (message: string) => void
  /** the input's name for assistive technology, e.g. 上传医生照片 */
  label: string
  className?: string
}) {
  const [uploading, setUploading] = useState(false)
  const pick = async (file: File | undefined) => {
    if (!file) return
    if (file.size > IMAGE_MAX_BYTES) return onProblem('图片不能超过2MB')
    setUploading(true)
    try {
      onChange(await uploadImage(await fileBase64(file)))
      onProblem('')
    } catch (e) {
      onProblem((e as Error).message)
    } finally {
      setUploading(false)
    }
  }
  return (
    <Space wrap>
      {value ? (
        <img
          src={value.url}
          alt={label.replace(/^上传/, '')}
          width={72}
          height={72}
          style={{ objectFit: 'cover', border: '1px solid #ddd' }}
        />
      ) : null}
      <input
        type="file"
        accept="image/png,image/jpeg"
        aria-label={label}
        className={className}
        disabled={uploading}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Space>
  )
}
