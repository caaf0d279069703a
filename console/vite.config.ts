/**
 * The staff console's build (issue 31): `npx vite build --config console/vite.config.ts` (npm run build:console;
 * scripts/start.mjs and scripts/test-all.sh run it) -> dist/console, served by the server under /console/
 * (server/lib/static.ts). The console imports `src/domain` (as `@/domain/...`) and `contract/` types (as
 * `@contract/...`, `import type` only); no other path of the patient app resolves here.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const root = path.dirname(new URL(import.meta.url).pathname)
const repo = path.resolve(root, '..')

/** x.js.br and x.js.gz beside each text file over 1 KiB (the server sends them to browsers that accept them) */
function precompress(outDir: string): Plugin {
  return {
    name: 'console-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]))
      for (const file of walk(outDir)) {
        if (!/\.(?:js|css|svg|json|txt)$/.test(file)) continue
        const body = fs.readFileSync(file)
        if (body.length < 1024) continue
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}

const outDir = path.join(repo, 'dist/console')

export default defineConfig({
  root,
  base: '/console/',
  publicDir: false,
  plugins: [react(), precompress(outDir)],
  resolve: {
    alias: [
      { find: /^@\/domain(\/|$)/, replacement: `${path.join(repo, 'src/domain')}$1` },
      { find: /^@contract\//, replacement: `${path.join(repo, 'contract')}/` },
    ],
  },
  build: {
    outDir,
    // dist/console/manifest.json: the chunks of each screen, read by scripts/budgets.ts (the first load of the login)
    manifest: true,
    emptyOutDir: true,
    target: ['chrome87', 'safari14', 'firefox78', 'edge88'],
    // one file per screen (React.lazy) plus the shared vendor code; the first load is measured by scripts/budgets.ts
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react'
          return undefined
        },
      },
    },
  },
  logLevel: 'warn',
})
