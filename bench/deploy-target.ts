/**
 * The production deployment for the benches (server/README "Deployment"): a throwaway PostgreSQL cluster
 * (Debian's postgresql, scripts/pg-cluster.sh), `npm run migrate -- --seed`, two server instances on it
 * (shared database rate-limit store with a limit too high to trip: behind the proxy every request comes from
 * one address) and nginx with deploy/nginx.conf in front. Used by bench/server.bench.ts (BENCH_TARGET=deploy)
 * and bench/rate-cpu.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  runScript,
  startNginx,
  startPgCluster,
  startServer as startInstance,
  type Nginx,
  type PgCluster,
  type ServerProcess,
} from '../test-support/server/processes'

/** the server under test: its base URL (nginx's in deploy), the server process ids and how to stop it */
export interface Target {
  base: string
  pids: number[]
  label: string
  /** the instances' ports and their output so far (deploy only) */
  ports?: number[]
  output?: () => string
  /** CPU time (user + system, ms) the PostgreSQL cluster's processes have used so far (deploy only; /proc) */
  dbCpuMs?: () => number | null
  stop(): Promise<void>
}

/**
 * CPU time of a PostgreSQL cluster: the postmaster, its live children (backends, walwriter, ...) and the children it
 * has reaped (its cutime + cstime), from /proc.
 */
function clusterCpuMs(dataDir: string): number | null {
  try {
    const pm = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    let sum = 0
    for (const d of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue
      let stat: string
      try {
        stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8')
      } catch {
        continue
      }
      const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
      if (Number(d) !== pm && Number(f[1]) !== pm) continue
      sum += ((Number(f[11]) + Number(f[12])) * 1000) / 100 // utime + stime, USER_HZ 100
      // the postmaster's cutime + cstime: the backends that have exited (an idle pool connection closed)
      if (Number(d) === pm) sum += ((Number(f[13]) + Number(f[14])) * 1000) / 100
    }
    return sum
  } catch {
    return null
  }
}

export async function startDeploy(extraEnv: Record<string, string> = {}): Promise<Target> {
  const pg: PgCluster = startPgCluster()
  const instances: ServerProcess[] = []
  let proxy: Nginx | undefined
  const h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h5-'))
  const stop = async () => {
    await proxy?.stop()
    for (const s of instances) s.child.kill('SIGTERM')
    await Promise.all(instances.map((s) => s.exited))
    pg.stop()
    fs.rmSync(h5, { recursive: true, force: true })
  }
  try {
    const url = pg.createDatabase('bench')
    const m = runScript('server/migrate.ts', { DATABASE_URL: url }, ['--seed'])
    if (m.code !== 0) throw new Error(`npm run migrate -- --seed failed:\n${m.out}`)
    const env = {
      DATABASE_URL: url,
      MIGRATE_ON_START: '0',
      SEED: '0',
      SANDBOX_PROVIDERS: '1',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_MAX: '1000000000',
      NODE_ENV: 'production' === process.env.NODE_ENV ? 'production' : 'development',
      ...extraEnv,
    }
    instances.push(...(await Promise.all([startInstance(env, 300_000), startInstance(env, 300_000)])))
    fs.writeFileSync(path.join(h5, 'index.html'), '<!doctype html><title>h5</title>')
    fs.chmodSync(h5, 0o755)
    proxy = await startNginx(
      instances.map((s) => s.port),
      h5,
    )
    console.log(
      `PostgreSQL ${pg.url.replace(/\/[^/]*$/, '/bench')}, instances on ${instances.map((s) => s.port).join(' and ')}, nginx on ${proxy.base}`,
    )
    return {
      base: proxy.base,
      pids: instances.map((s) => s.child.pid!),
      ports: instances.map((s) => s.port),
      output: () => instances.map((s) => s.output()).join('\n'),
      dbCpuMs: () => clusterCpuMs(path.join(pg.dir, 'data')),
      label: 'PostgreSQL, two instances behind nginx',
      stop,
    }
  } catch (err) {
    await stop().catch(() => undefined)
    throw err
  }
}
