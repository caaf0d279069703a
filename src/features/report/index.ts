/** The report feature's public face (issue 12 item 9): calls, the report card, item rows with trends, the PDF view. */
export { linkReport, reportDetail, reportList, reportPage, reportPdfSource } from './api'
export { default as ReportCard } from './components/ReportCard'
export { default as ItemRow } from './components/ItemRow'
export { default as Trend } from './components/Trend'
export { default as PdfView } from './components/PdfView'
