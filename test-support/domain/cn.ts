/**
 * A China wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss[.SSS]]') as an instant, whatever
 * the host's zone: the domain reads zone-less times in the business zone (Asia/Shanghai by default),
 * so tests must not build their instants with host-local `new Date(y, m, d, h)`.
 */
export const cn = (s: string): Date => {
  const d = new Date(`${s.length === 10 ? `${s}T00:00` : s.replace(' ', 'T')}+08:00`)
  if (Number.isNaN(d.getTime())) throw new Error(`cn(): bad wall time ${s}`)
  return d
}
