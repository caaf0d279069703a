/** A V8 CPU profile as the benches read it (node:inspector's Profiler.stop). */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  samples: number[]
  timeDeltas: number[]
}

/**
 * Prints the top self-time functions of a profile, per request (`n` requests were profiled); a function is named
 * with the last `pathParts` parts of its file's path.
 */
export function printProfile(p: CpuProfile, n: number, opts: { top?: number; pathParts?: number } = {}): void {
  const { top = 15, pathParts = 2 } = opts
  const byId = new Map(p.nodes.map((x) => [x.id, x]))
  const self = new Map<string, number>()
  let total = 0
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame
    const k = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-pathParts).join('/')}:${f.lineNumber + 1}`
    self.set(k, (self.get(k) ?? 0) + p.timeDeltas[i])
    total += p.timeDeltas[i]
  })
  console.log(`   cpu profile: ${(total / 1000 / n).toFixed(2)} ms/request sampled; top self time:`)
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`   ${(v / 1000 / n).toFixed(3).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
}
