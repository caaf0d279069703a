/** a drawing module that never ends (server/lib/pdf-service.test.ts: the PDF thread is ended after its time-out) */
export function spin(): Promise<Buffer> {
  for (;;) Math.random()
}
