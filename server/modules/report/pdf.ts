/**
 * The report as a PDF (issue 12 item 9 /webReportPdfDetail): pdfkit 0.20.2 with Debian's Noto Sans CJK
 * (apt fonts-noto-cjk, face NotoSansCJKsc-Regular / -Bold of the .ttc), embedded as subsets, so the
 * Chinese text is real, selectable text. Order as a patient reads it: the person and the exam, the
 * overall conclusions and the advice, the abnormal items, then every department's items, the notice.
 * The font file is read once per process; a missing font is an error the route answers with a 503 and
 * REPORT_PDF_FAILED, never the report's content.
 *
 * Cost (measured here, 2 cores): fontkit's subset of the CID-keyed CFF font takes ~0.8 s per font per
 * document, so one face only (sizes and colours mark the headings). This file only draws: it runs in the PDF
 * thread (server/lib/pdf-worker.cjs); the route serves it through server/lib/pdf-service.ts (the version of the
 * detail as ETag, the bytes cached, one draw per version, a per-user limit).
 */
import type PDFDocument from 'pdfkit'
import { pdfBlocks, renderPdf } from '../../lib/pdf'
import type { ReportDetail, ReportItem } from '../../../contract/report'
import { REPORT_DISCLAIMER } from '../../../src/domain/messages/report'

const FLAG_COLORS: Record<string, string> = { '↑': '#D4380D', '↓': '#1677FF', 阳性: '#D4380D', 异常: '#D4380D' }

/** what the report PDF draws: the detail the screen shows and the document's title */
export interface ReportPdfInput {
  detail: ReportDetail
  title: string
}

/** the PDF bytes of a report detail (the same reading the screen shows); called in the PDF thread */
export function reportPdf({ detail: r, title }: ReportPdfInput): Promise<Buffer> {
  return renderPdf({ Title: `${title} ${r.examNo}`, Author: r.institution }, (doc) => write(doc, r, title))
}

function write(doc: PDFDocument, r: ReportDetail, title: string): void {
  const { left, width, ensure, heading, para } = pdfBlocks(doc)

  doc.font('cjk').fontSize(18).fillColor('#1F1F1F').text(title, left, doc.y, { width, align: 'center' })
  doc.font('cjk').fontSize(10).fillColor('#595959').text(r.institution, { width, align: 'center' })
  doc.moveDown(0.8)
  const p = r.person
  para(`体检人：${p.name}    性别：${p.sexStr}    年龄：${p.age}岁    身份证号：${p.idNumber}`)
  para(`体检号：${r.examNo}    体检日期：${r.examDate}    套餐：${r.packageName}`)
  para(`主检医生：${r.chiefDoctor}    异常项目：${r.abnormalCount} 项 / 共 ${r.itemCount} 项`)

  heading('总检结论')
  r.conclusions.forEach((c, i) => para(`${i + 1}. ${c}`))
  heading('健康建议')
  for (const a of r.advice) {
    para(a.title, { color: '#1F1F1F' })
    para(a.text, { color: '#434343' })
    doc.moveDown(0.2)
  }

  heading(`异常项目（${r.abnormal.length}）`)
  if (r.abnormal.length === 0) para('本次体检未发现异常项目。')
  else table(doc, r.abnormal, { left, width, ensure })

  for (const d of r.departments) {
    heading(d.department)
    table(doc, d.items, { left, width, ensure })
  }

  doc.moveDown(1)
  para(REPORT_DISCLAIMER, { size: 9, color: '#8C8C8C' })
}

/** columns: item, result, flag, unit, reference range */
function table(doc: PDFDocument, items: ReportItem[], g: { left: number; width: number; ensure: (h: number) => void }): void {
  const cols = [0.34, 0.24, 0.1, 0.12, 0.2].map((f) => f * g.width)
  const xs = cols.map((_, i) => g.left + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const row = (cells: string[], o: { color?: string; flagColor?: string }) => {
    doc.font('cjk').fontSize(9.5)
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: cols[i] - 6 }))) + 6
    g.ensure(h)
    const y = doc.y
    cells.forEach((c, i) => {
      doc.fillColor(i === 2 && o.flagColor ? o.flagColor : (o.color ?? '#262626')).text(c, xs[i], y + 3, { width: cols[i] - 6 })
    })
    doc.y = y + h
    doc
      .strokeColor('#F0F0F0')
      .lineWidth(0.5)
      .moveTo(g.left, doc.y)
      .lineTo(g.left + g.width, doc.y)
      .stroke()
  }
  row(['项目', '结果', '提示', '单位', '参考范围'], { color: '#8C8C8C' })
  for (const it of items) {
    const abnormal = it.flag !== null && it.flag !== '正常'
    row([it.name, it.value, abnormal ? it.flagLabel : '', it.unit ?? '', it.referenceRange ?? ''], {
      color: abnormal ? '#1F1F1F' : '#262626',
      flagColor: it.flag ? FLAG_COLORS[it.flag] : undefined,
    })
  }
  doc.x = g.left
}
