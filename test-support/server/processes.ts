/**
 * Real server processes for the production tests (server-slow): a throwaway PostgreSQL cluster
 * (scripts/pg-cluster.sh, Debian's postgresql) and `server/main.ts` instances started with tsx.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '..', '..')
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')

/** true when Debian's PostgreSQL server binaries are installed */
export function hasPostgres(): boolean {
  try {
    return fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
  } catch {
    return false
  }
}

export interface PgCluster {
  url: string
  dir: string
  /** a new empty database on this cluster: its URL */
  createDatabase(name: string): string
  stop(): void
}

/** starts a throwaway cluster under the OS temp folder (removed by stop) */
export function startPgCluster(): PgCluster {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'))
  const out = execFileSync('bash', [path.join(ROOT, 'scripts/pg-cluster.sh'), 'start', dir], { encoding: 'utf8' })
  const url = /DATABASE_URL=(\S+)/.exec(out)?.[1]
  if (!url) throw new Error(`pg-cluster.sh start printed no URL: ${out}`)
  const psql = (sqlText: string) => {
    const u = new URL(url)
    const as = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
    execFileSync(as[0] ?? 'psql', [
      ...as.slice(1),
      ...(as.length ? ['psql'] : []),
      '-h',
      u.hostname,
      '-p',
      u.port,
      '-U',
      'shop',
      '-d',
      'shop',
      '-Atqc',
      sqlText,
    ])
  }
  return {
    url,
    dir,
    createDatabase(name) {
      psql(`create database ${name}`)
      const u = new URL(url)
      u.pathname = `/${name}`
      return u.toString()
    },
    stop() {
      try {
        execFileSync('bash', [path.join(ROOT, 'scripts/pg-cluster.sh'), 'stop', dir])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  port: number
  base: string
  /** everything it printed */
  output(): string
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string | null>
}

/** runs a tsx script of the repository to its end: exit code and output */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [TSX, script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { code: 0, out }
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string }
    return { code: e.status ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

/** starts server/main.ts on a free port; resolves once it printed its `ready in` line */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  // node itself runs the server (tsx as a loader, not the tsx CLI, which would put a second process in
  // between): a signal sent to `child` reaches the server, SIGKILL included
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const check = () => {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
      if (m && /ready in/.test(out)) {
        clearTimeout(timer)
        resolve(Number(m[1]))
      }
    }
    child.stdout.on('data', check)
    child.stderr.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before it was ready:\n${out}`))
    })
  })
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited }
}

/** a free TCP port on 127.0.0.1 */
export async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })
}

export function hasNginx(): boolean {
  return fs.existsSync('/usr/sbin/nginx')
}

export interface Nginx {
  base: string
  dir: string
  stop(): Promise<void>
}

/**
 * nginx (Debian) with deploy/nginx.conf rendered for a test: its upstream = `ports`, its H5 root = `h5Dir`,
 * listening on a free port, pid / logs / temp files under a temp folder. Resolves once it answers.
 */
export async function startNginx(ports: number[], h5Dir: string): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'))
  const port = await freePort()
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
  conf = conf
    .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*;$/m, `error_log ${dir}/error.log warn;`)
    .replace(/worker_processes auto;/, 'worker_processes 1;')
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/\/srv\/hospital-shop\/dist\/h5/g, h5Dir.replace(/\/$/, ''))
    .replace(/( *server 127\.0\.0\.1:\d+ [^\n]*\n)+/, ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''))
    .replace(
      /http \{\n/,
      `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n`,
    )
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const exited = new Promise<void>((r) => child.on('exit', () => r()))
  const base = `http://127.0.0.1:${port}`
  const end = Date.now() + 20_000
  for (;;) {
    try {
      await fetch(`${base}/healthz`)
      break
    } catch {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`nginx did not start:\n${out}\n${conf}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    base,
    dir,
    async stop() {
      child.kill('SIGQUIT')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** runs a PostgreSQL client program (pg_dump, pg_restore, psql) against `url`; as root as the `postgres` user */
export function pgTool(tool: 'pg_dump' | 'pg_restore' | 'psql', url: string, args: string[], input?: Buffer): Buffer {
  const u = new URL(url)
  const conn = ['-h', u.hostname, '-p', u.port, '-U', decodeURIComponent(u.username)]
  const as = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
  const cmd = [...as, tool, ...conn, ...args]
  return execFileSync(cmd[0], cmd.slice(1), { input, maxBuffer: 512 * 1024 * 1024 })
}
