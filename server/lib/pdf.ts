/**
 * The server's PDFs (the check-up report, the health record): pdfkit 0.20.2 with Debian's Noto Sans CJK
 * (apt fonts-noto-cjk, face NotoSansCJKsc-Regular of the .ttc), embedded as a subset, so the Chinese text is
 * real, selectable text. One face only: fontkit's subset of the CID-keyed CFF font costs ~0.8 s per face per
 * document; sizes and colours mark the headings. This file holds what every such document shares: the A4
 * page, the font, and the writer's blocks (a heading with a bar, a paragraph that breaks the page first).
 */
import fs from 'node:fs'
import type PDFDocument from 'pdfkit'

export const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto'
export const CJK_FONT = { file: `${CJK_FONT_DIR}/NotoSansCJK-Regular.ttc`, face: 'NotoSansCJKsc-Regular' }

let fontBytes: Buffer | undefined
/** the CJK font's bytes, read once per process */
export const cjkFontBytes = (): Buffer => (fontBytes ??= fs.readFileSync(CJK_FONT.file))

/** an A4 document with the CJK face registered as 'cjk', written by `write`, as bytes */
export async function renderPdf(info: Record<string, string>, write: (doc: PDFDocument) => void): Promise<Buffer> {
  // pdfkit (with fontkit and its tables, ~0.3 s to load) is loaded on the first document, not at start
  const { default: PDFKit } = await import('pdfkit')
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({
      size: 'A4',
      margins: { top: 48, bottom: 48, left: 44, right: 44 },
      info: { Producer: 'hospital-shop', ...info },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      doc.registerFont('cjk', cjkFontBytes(), CJK_FONT.face)
      write(doc)
      doc.end()
    } catch (e) {
      reject(e)
    }
  })
}

/** the blocks of a document: text width and margins, page breaks, a section heading, a paragraph */
export function pdfBlocks(doc: PDFDocument) {
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const bottom = doc.page.height - doc.page.margins.bottom
  /** a new page unless `h` points still fit on this one */
  const ensure = (h: number) => {
    if (doc.y + h > bottom) doc.addPage()
  }
  const heading = (text: string) => {
    ensure(40)
    doc.moveDown(0.6)
    const y = doc.y
    doc.rect(left, y, 3, 14).fill('#1677FF')
    doc
      .font('cjk')
      .fontSize(13)
      .fillColor('#1F1F1F')
      .text(text, left + 8, y - 1, { width: width - 8 })
    doc.moveDown(0.3)
  }
  const para = (text: string, opts: { size?: number; color?: string } = {}) => {
    doc.font('cjk').fontSize(opts.size ?? 10.5)
    ensure(doc.heightOfString(text, { width }) + 2)
    doc.fillColor(opts.color ?? '#262626').text(text, left, doc.y, { width, lineGap: 2 })
  }
  return { left, width, bottom, ensure, heading, para }
}
