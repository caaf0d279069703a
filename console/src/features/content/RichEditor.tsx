/**
 * The article body's rich-text editor (tiptap 3: StarterKit with its link, Image), a chunk of its own: ArticleDrawer
 * loads it with React.lazy only when an article is opened, so the list never carries it. A small toolbar (bold,
 * headings, lists, link, picture upload) and an HTML source view for pasting. What it produces is only a draft: the
 * server sanitises the HTML on save (no scripts, no event handlers, no javascript: links) and answers the stored one.
 */
import { useEffect, useRef, useState } from 'react'
import { Button, Input, Space, Tooltip, message } from 'antd'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'

export interface RichEditorProps {
  /** the HTML to start from (the stored, sanitised body) */
  initial: string
  onChange: (html: string) => void
  /** uploads a picked picture; resolves with the src to insert */
  onUpload: (file: File) => Promise<string>
}

export default function RichEditor({ initial, onChange, onUpload }: RichEditorProps) {
  const [messages, holder] = message.useMessage()
  const [source, setSource] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['https', 'http', 'tel', 'mailto'] } }),
      Image.configure({ inline: false }),
    ],
    content: initial,
    editorProps: { attributes: { 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true', class: 'rich-editor__body' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: !!e?.isActive('bold'),
      h2: !!e?.isActive('heading', { level: 2 }),
      h3: !!e?.isActive('heading', { level: 3 }),
      bullet: !!e?.isActive('bulletList'),
      ordered: !!e?.isActive('orderedList'),
      link: !!e?.isActive('link'),
    }),
  })
  useEffect(() => () => editor?.destroy(), [editor])
  if (!editor) return null

  const chain = () => editor.chain().focus()
  const setLink = () => {
    const prev = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt('链接地址（https://）', prev)
    if (href === null) return
    if (!href.trim()) chain().unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }
  const pick = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      const src = await onUpload(file)
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run()
    } catch (e) {
      void messages.error((e as Error).message)
    } finally {
      setUploading(false)
      if (picker.current) picker.current.value = ''
    }
  }
  const tool = (label: string, pressed: boolean, run: () => void, text: string) => (
    <Tooltip title={label}>
      <Button
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        type={pressed ? 'primary' : 'default'}
        onClick={run}
        disabled={source !== null}
      >
        {text}
      </Button>
    </Tooltip>
  )
  return (
    <div className="rich-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      {holder}
      <Space wrap role="toolbar" aria-label="正文格式" style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}>
        {tool('加粗', active.bold, () => chain().toggleBold().run(), 'B')}
        {tool('二级标题', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('三级标题', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {tool('无序列表', active.bullet, () => chain().toggleBulletList().run(), '• 列表')}
        {tool('有序列表', active.ordered, () => chain().toggleOrderedList().run(), '1. 列表')}
        {tool('链接', active.link, setLink, '链接')}
        <Button size="small" loading={uploading} disabled={source !== null} onClick={() => picker.current?.click()}>
          插入图片
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png"
          aria-label="选择正文图片"
          style={{ display: 'none' }}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          size="small"
          aria-pressed={source !== null}
          onClick={() => {
            if (source === null) setSource(editor.getHTML())
            else {
              // the pasted HTML goes to the server as typed: the server sanitises it on save
              onChange(source)
              editor.commands.setContent(source, { emitUpdate: false })
              setSource(null)
            }
          }}
        >
          {source === null ? 'HTML 源码' : '返回编辑'}
        </Button>
      </Space>
      {source !== null ? (
        <Input.TextArea
          aria-label="正文 HTML"
          value={source}
          autoSize={{ minRows: 12, maxRows: 30 }}
          onChange={(e) => {
            setSource(e.target.value)
            onChange(e.target.value)
          }}
          style={{ border: 0, fontFamily: 'monospace' }}
        />
      ) : (
        <EditorContent editor={editor} style={{ minHeight: 280, padding: '4px 12px' }} />
      )}
    </div>
  )
}
