/** 视频: title, introduction, cover (uploaded), the video's https URL, duration and order. The server checks each. */
import { useState } from 'react'
import { Button, Drawer, Form, Input, InputNumber, Space, Typography, message } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { saveVideo, uploadFile, TITLE_MAX, type Video } from './api'

interface Fields {
  title: string
  intro?: string
  videoUrl: string
  duration?: number
  sort?: number
}

export function VideoDrawer({ video, onClose, onDone }: { video: Video | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Fields>()
  const [messages, holder] = message.useMessage()
  const [cover, setCover] = useState({ path: video?.coverPath ?? '', url: video?.coverUrl ?? '' })
  const save = useMutation({
    mutationFn: async () => {
      const f = await form.validateFields()
      return saveVideo({
        ...(video ? { id: video.id } : {}),
        title: f.title,
        intro: f.intro ?? '',
        videoUrl: f.videoUrl,
        coverPath: cover.path,
        duration: f.duration ?? 0,
        sort: f.sort ?? 0,
      })
    },
    onSuccess: onDone,
  })
  const pick = async (file: File | undefined) => {
    if (!file) return
    try {
      setCover(await uploadFile(file))
    } catch (e) {
      void messages.error((e as Error).message)
    }
  }
  return (
    <Drawer
      open
      width={560}
      title={video ? '编辑视频' : '新建视频'}
      onClose={onClose}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          保存
        </Button>
      }
    >
      {holder}
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{
          title: video?.title ?? '',
          intro: video?.intro ?? '',
          videoUrl: video?.videoUrl ?? 'https://',
          duration: video?.duration ?? 0,
          sort: video?.sort ?? 0,
        }}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写视频标题' }]}>
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="videoUrl"
          label="视频地址"
          rules={[{ required: true, pattern: /^https:\/\/[^\s/]+/, message: '视频地址须为 https:// 开头的完整网址' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="封面" required>
          <Space>
            {cover.url ? (
              <img src={cover.url} alt="封面" width={96} height={64} style={{ objectFit: 'cover' }} />
            ) : (
              <Typography.Text type="secondary">未上传</Typography.Text>
            )}
            <Button onClick={() => document.getElementById('video-cover-file')?.click()}>上传封面</Button>
            <input
              id="video-cover-file"
              type="file"
              accept="image/jpeg,image/png"
              aria-label="选择视频封面"
              style={{ display: 'none' }}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </Space>
        </Form.Item>
        <Form.Item name="intro" label="简介">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="duration" label="时长（秒）">
            <InputNumber min={0} max={86400} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={100000} />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  )
}
