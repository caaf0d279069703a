/** The part of pdfkit 0.20 (no bundled types) that report/pdf.ts uses. */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number
    align?: 'left' | 'center' | 'right' | 'justify'
    lineGap?: number
    continued?: boolean
  }
  class PDFDocument {
    constructor(options?: {
      size?: string
      margins?: { top: number; bottom: number; left: number; right: number }
      info?: Record<string, string | Date>
      autoFirstPage?: boolean
      compress?: boolean
    })
    x: number
    y: number
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } }
    registerFont(name: string, src: string | Buffer, family?: string): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(color: string): this
    strokeColor(color: string): this
    lineWidth(w: number): this
    text(text: string, x?: number | TextOptions, y?: number, options?: TextOptions): this
    heightOfString(text: string, options?: TextOptions): number
    moveDown(lines?: number): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    rect(x: number, y: number, w: number, h: number): this
    fill(color?: string): this
    stroke(): this
    addPage(): this
    on(event: 'data', cb: (chunk: Buffer) => void): this
    on(event: 'end', cb: () => void): this
    on(event: 'error', cb: (e: Error) => void): this
    end(): void
  }
  export default PDFDocument
}
