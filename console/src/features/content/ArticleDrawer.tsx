/**
 * 文章编辑: title, group, author, summary, cover (uploaded), the body in the rich-text editor (RichEditor, a lazy chunk
 * loaded only here). New: 保存草稿 or 保存并发布; an existing one: 保存 (a published one stays published, the
 * patient sees the edit at once). The server checks every field (its messages are shown) and sanitises the body.
 */
import { Suspense, lazy, useState } from 'react'
import { Button, Drawer, Form, Input, Select, Space, Spin, Typography, message } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getArticle, saveArticle, uploadFile, TITLE_MAX, type ArticleBody, type ArticleDetail, type ArticleGroup } from './api'

const RichEditor = lazy(() => import('./RichEditor'))

interface Fields {
  title: string
  groupId?: number
  author?: string
  summary?: string
}

export function groupOptions(groups: readonly ArticleGroup[]) {
  const tops = groups.filter((g) => g.parentId === 0)
  return tops.flatMap((t) => [
    { value: t.id, label: t.name },
    ...groups.filter((g) => g.parentId === t.id).map((g) => ({ value: g.id, label: `${t.name} / ${g.name}` })),
  ])
}

function Editor({
  article,
  groups,
  onClose,
  onDone,
}: {
  article: ArticleDetail | null
  groups: readonly ArticleGroup[]
  onClose: () => void
  onDone: (a: ArticleDetail) => void
}) {
  const [form] = Form.useForm<Fields>()
  const [messages, holder] = message.useMessage()
  const [content, setContent] = useState(article?.content ?? '')
  const [cover, setCover] = useState({ path: article?.coverPath ?? '', url: article?.coverUrl ?? '' })
  const [coverBusy, setCoverBusy] = useState(false)
  const save = useMutation({
    mutationFn: async (publish: boolean) => {
      const f = await form.validateFields()
      const body: ArticleBody = {
        ...(article ? { id: article.id } : { publish }),
        groupId: f.groupId as number,
        title: f.title,
        author: f.author ?? '',
        summary: f.summary ?? '',
        coverPath: cover.path,
        content,
      }
      return saveArticle(body)
    },
    onSuccess: onDone,
  })
  const pickCover = async (file: File | undefined) => {
    if (!file) return
    setCoverBusy(true)
    try {
      setCover(await uploadFile(file))
    } catch (e) {
      void messages.error((e as Error).message)
    } finally {
      setCoverBusy(false)
    }
  }
  return (
    <Drawer
      open
      width={880}
      title={article ? `编辑文章：${article.title}` : '新建文章'}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          {article ? (
            <Button type="primary" className="article-save" loading={save.isPending} onClick={() => save.mutate(false)}>
              保存
            </Button>
          ) : (
            <>
              <Button
                className="article-save-draft"
                loading={save.isPending && save.variables === false}
                onClick={() => save.mutate(false)}
              >
                保存草稿
              </Button>
              <Button
                type="primary"
                className="article-save-publish"
                loading={save.isPending && save.variables === true}
                onClick={() => save.mutate(true)}
              >
                保存并发布
              </Button>
            </>
          )}
        </Space>
      }
    >
      {holder}
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{
          title: article?.title ?? '',
          groupId: article?.groupId,
          author: article?.author ?? '',
          summary: article?.summary ?? '',
        }}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请填写文章标题' },
            { max: TITLE_MAX, message: `文章标题最多${TITLE_MAX}个字` },
          ]}
        >
          <Input showCount maxLength={TITLE_MAX} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="groupId" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
            <Select style={{ width: 260 }} showSearch optionFilterProp="label" options={groupOptions(groups)} placeholder="选择分组" />
          </Form.Item>
          <Form.Item name="author" label="作者">
            <Input style={{ width: 200 }} maxLength={30} />
          </Form.Item>
        </Space>
        <Form.Item name="summary" label="摘要">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount />
        </Form.Item>
        <Form.Item label="封面">
          <Space>
            {cover.url ? (
              <img src={cover.url} alt="封面" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              <Typography.Text type="secondary">未设置</Typography.Text>
            )}
            <Button loading={coverBusy} onClick={() => document.getElementById('article-cover-file')?.click()}>
              上传封面
            </Button>
            {cover.path ? <Button onClick={() => setCover({ path: '', url: '' })}>移除</Button> : null}
            <input
              id="article-cover-file"
              type="file"
              accept="image/jpeg,image/png"
              aria-label="选择封面图片"
              style={{ display: 'none' }}
              onChange={(e) => void pickCover(e.target.files?.[0])}
            />
          </Space>
        </Form.Item>
        <Form.Item label="正文" required>
          <Suspense fallback={<Spin aria-label="编辑器加载中" />}>
            <RichEditor initial={article?.content ?? ''} onChange={setContent} onUpload={async (f) => (await uploadFile(f)).path} />
          </Suspense>
        </Form.Item>
      </Form>
    </Drawer>
  )
}

/** the drawer of a new article (id null) or of an existing one (loaded first: its stored body) */
export function ArticleDrawer({
  id,
  groups,
  onClose,
  onDone,
}: {
  id: number | null
  groups: readonly ArticleGroup[]
  onClose: () => void
  onDone: (a: ArticleDetail) => void
}) {
  const detail = useQuery({ queryKey: ['staff-article', id], queryFn: () => getArticle(id as number), enabled: id !== null, gcTime: 0 })
  if (id !== null && !detail.data)
    return (
      <Drawer open width={880} title="编辑文章" onClose={onClose}>
        <Spin />
      </Drawer>
    )
  return <Editor article={id === null ? null : (detail.data ?? null)} groups={groups} onClose={onClose} onDone={onDone} />
}
