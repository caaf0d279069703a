/**
 * A member's health record as a readable PDF (issue 13 item 9, "your data": a copy in a readable form, PIPL art. 45),
 * the same data as the JSON export (exportHealthRecord): the member, consents, tags, medical history and every
 * reading with its category. pdfkit with the report module's Noto Sans CJK face (apt fonts-noto-cjk), one face
 * only (fontkit's CJK subset costs ~0.8 s per face per document). This file only draws, in the PDF thread
 * (server/lib/pdf-worker.cjs); the route serves it through server/lib/pdf-service.ts: one draw per version of the
 * data (ETag, 304), the bytes kept in this instance's memory for at most PDF_CACHE_TTL (health data: a short time,
 * never on disk), a per-user limit.
 */
import type PDFDocument from 'pdfkit'
import type { BodyData, HealthExportRes } from '../../../contract/health'
import { HEALTH_NOT_DIAGNOSIS } from '../../../src/domain/messages/health'
import { pdfBlocks, renderPdf } from '../../lib/pdf'

const KIND_LABELS: Record<BodyData['kind'], string> = { bloodPressure: '血压', bloodGlucose: '血糖', height: '身高', weight: '体重' }

/** one reading as the screens write it: '128/82 mmHg 脉搏72', '6.1 mmol/L（空腹）', '172 cm', '74.5 kg BMI 25.2' */
export function readingText(d: BodyData): string {
  switch (d.kind) {
    case 'bloodPressure':
      return `${d.systolic}/${d.diastolic} mmHg${d.pulse ? ` 脉搏${d.pulse}` : ''}`
    case 'bloodGlucose':
      return `${d.glucose} mmol/L（${d.glucoseContextStr}）`
    case 'height':
      return `${d.heightCm} cm`
    case 'weight':
      return `${d.weightKg} kg${d.bmi !== null ? ` BMI ${d.bmi}` : ''}`
  }
}

/** the PDF bytes of a member's health record; called in the PDF thread */
export function healthRecordPdf(data: HealthExportRes): Promise<Buffer> {
  return renderPdf({ Title: `健康档案 ${data.member.name}` }, (doc) => write(doc, data))
}

function write(doc: PDFDocument, d: HealthExportRes): void {
  const { left, width, ensure, heading, para } = pdfBlocks(doc)
  const m = d.member
  doc.font('cjk').fontSize(18).fillColor('#1F1F1F').text('健康档案', left, doc.y, { width, align: 'center' })
  doc.font('cjk').fontSize(10).fillColor('#595959').text(`导出时间 ${d.exportedAt}`, { width, align: 'center' })
  doc.moveDown(0.8)
  para(`成员：${m.name}    关系：${m.relationStr}    性别：${m.sex === 1 ? '男' : '女'}    年龄：${m.age}岁    出生日期：${m.birthDate}`)
  para(
    `健康数据授权：${m.healthConsent ? `已授权（${m.healthConsentTime ?? ''}）` : '未授权或已撤回'}${m.minorUnder14 ? `    监护人同意：${m.guardianConsent ? '已同意' : '无'}` : ''}`,
  )

  heading('标签')
  para(d.labels.length ? d.labels.map((l) => `${l.categoryStr}：${l.name}`).join('；') : '无')
  heading('病史')
  if (!d.medicalHistory.length) para('无')
  for (const h of d.medicalHistory) para(`${h.typeStr}：${h.name}${h.since ? `（${h.since}）` : ''}${h.note ? ` ${h.note}` : ''}`)

  heading(`测量记录（${d.bodyData.length}）`)
  if (!d.bodyData.length) para('无')
  const cols = [110, 50, 190, width - 350]
  for (const r of d.bodyData) {
    ensure(16)
    const y = doc.y
    const cells = [r.measuredAt.slice(0, 16), KIND_LABELS[r.kind], readingText(r), r.category]
    doc.font('cjk').fontSize(9.5)
    let x = left
    cells.forEach((c, i) => {
      doc.fillColor(i === 3 && r.abnormal ? '#D4380D' : '#262626').text(c, x, y, { width: cols[i] })
      x += cols[i]
    })
    doc.y = y + 15
  }

  heading('授权记录')
  for (const c of d.consents)
    para(`${c.time}  ${c.kind === 'guardian' ? '监护人同意' : '健康数据授权'}${c.action === 'grant' ? '' : '（撤回）'}`, { size: 9.5 })
  doc.moveDown(1)
  para(HEALTH_NOT_DIAGNOSIS, { size: 9, color: '#8C8C8C' })
}
