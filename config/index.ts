import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'

/** files the H5 build also writes as .gz and .br (smaller ones are not worth it) */
const PRECOMPRESS = /\.(?:js|css|html|svg|json|txt)$/
const PRECOMPRESS_MIN_BYTES = 1024

/** webpack plugin: adds `<asset>.gz` (gzip -9) and `<asset>.br` (brotli 11) for every text asset of 1 KiB or more */
class PrecompressPlugin {
  apply(compiler: any) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('precompress', (compilation: any) => {
      compilation.hooks.processAssets.tap(
        { name: 'precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets: Record<string, any>) => {
          for (const name of Object.keys(assets)) {
            if (!PRECOMPRESS.test(name)) continue
            const buf: Buffer = Buffer.from(assets[name].buffer())
            if (buf.length < PRECOMPRESS_MIN_BYTES) continue
            const gz = zlib.gzipSync(buf, { level: 9 })
            const br = zlib.brotliCompressSync(buf, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
            })
            if (gz.length < buf.length)
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true, related: { gzipped: name } })
            if (br.length < buf.length)
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true, related: { brotli: name } })
          }
        },
      )
    })
  }
}

/** the modules the H5 `vendor` entry runs before the app entry (EvaluationSplitPlugin) */
const VENDOR_ENTRY = ['react', 'react-dom']

/**
 * H5 (issue 16, TBT): React's modules are their own entry, `vendor`, which the app entry depends on: its script runs
 * them (and holds webpack's runtime), index.html loads it before app.js, and the browser evaluates each deferred
 * script in its own task, so app.js's one long evaluation task becomes two. The entry list is changed here, after
 * Taro's config is normalized and before webpack reads it (plugins are applied before the entries).
 */
class EvaluationSplitPlugin {
  apply(compiler: any) {
    const entry = compiler.options.entry
    if (typeof entry !== 'object' || !entry.app || entry.vendor)
      throw new Error("config/index.ts: Taro's H5 entry changed (EvaluationSplitPlugin)")
    compiler.options.entry = {
      vendor: { import: VENDOR_ENTRY },
      ...entry,
      app: { ...entry.app, dependOn: [...(entry.app.dependOn || []), 'vendor'] },
    }
  }
}

/**
 * Our modules have no import-time side effects (no top-level calls; styles are imported by the module that uses
 * them): let webpack drop the unused re-exports of barrels (components/goods pulled in PagedGoods and NutUI
 * InfiniteLoading, the domain barrel decimal.js, ... into the home page). app.ts is the entry. Every target.
 */
function srcSideEffectFree(chain: any) {
  chain.module
    .rule('src-side-effect-free')
    .test(/\.[jt]sx?$/)
    .include.add(path.resolve(__dirname, '..', 'src'))
    .add(path.resolve(__dirname, '..', 'types'))
    .end()
    .exclude.add(/[\\/]src[\\/]app(\.config)?\.[jt]sx?$/)
    .end()
    .sideEffects(false)
}

/** the one version of the three targets and the server (package.json "version") */
function appVersion(): string {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')).version
}

/**
 * Build configuration for the three targets. Output per target in dist/<target>.
 * API_BASE (env, at build time) is the origin of the hospital backend; empty = same origin (H5 served by
 * the reference server). Mini-programs default to the reference server on localhost:3000.
 * API_BASE_<PREFIX> (e.g. API_BASE_USER_CENTER) overrides one prefix.
 * APP_VERSION (env, at build time; default package.json's version) is the version key of SPEC §9.
 * WEAPP_APPID / ALIPAY_APPID / MP_NAME (env, at build time): the project files of the output (config/release.cjs).
 * BUSINESS_TZ (env, at build time; default Asia/Shanghai) is the business time zone the app's dates
 * use (src/domain/time; the server reads the same variable at start): an unknown zone fails the build.
 */
export default defineConfig(async (merge, { mode }) => {
  const env = process.env.TARO_ENV || 'h5'
  const isH5 = env === 'h5'
  const apiBase = process.env.API_BASE ?? (isH5 ? '' : 'http://localhost:3000')
  const businessTz = process.env.BUSINESS_TZ || 'Asia/Shanghai'
  if (!/^(?:UTC|GMT)?[+-]\d{1,2}(?::?\d{2})?$/i.test(businessTz)) new Intl.DateTimeFormat('en-US', { timeZone: businessTz }) // RangeError on an unknown zone
  const prefixBases: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('API_BASE_') && value) prefixBases[key.slice('API_BASE_'.length).toLowerCase().replace(/_/g, '-')] = value
  }

  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'hospital-health-shop',
    date: '2026-11-22',
    // NutUI is designed at 375 px, our pages at 750 px
    designWidth(input: any) {
      const file = typeof input === 'string' ? input : input?.file || ''
      return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${env}`,
    // aria-label / aria-role in the mini-program templates (issue 16; scripts/taro-aria/index.cjs)
    // and the project file of the output with the hospital's appid (WEAPP_APPID / ALIPAY_APPID; issue 34,
    // config/project-files-plugin.cjs)
    plugins: [path.resolve(__dirname, '..', 'scripts/taro-aria/index.cjs'), path.resolve(__dirname, 'project-files-plugin.cjs')],
    defineConstants: {
      __API_BASE__: JSON.stringify(apiBase),
      __API_PREFIX_BASES__: JSON.stringify(prefixBases),
      // SPEC §9's version key: the release's version (package.json, issue 34) unless APP_VERSION says otherwise
      __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || appVersion()),
      __BUSINESS_TZ__: JSON.stringify(businessTz),
    },
    // the import aliases of tsconfig.base.json (webpack's '@' key matches '@' and '@/…' only, not '@tarojs/…');
    // '@contract' is type-only on the app side (Babel drops type imports before webpack resolves them)
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': path.resolve(__dirname, '..', 'contract'),
    },
    // H5 only: pdf.js's worker and CMaps (Chinese text in PDFs whose fonts are not embedded) as static files for the
    // report PDF page (src/features/report/components/PdfView.h5.tsx loads pdf.js itself lazily)
    copy: {
      patterns: isH5
        ? [
            { from: 'node_modules/pdfjs-dist/legacy/build/pdf.worker.min.js', to: 'dist/h5/static/pdfjs/pdf.worker.min.js' },
            { from: 'node_modules/pdfjs-dist/cmaps/', to: 'dist/h5/static/pdfjs/cmaps/' },
          ]
        : [],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    logger: { quiet: true, stats: false },
    mini: {
      // types/ holds the API contract shared with the server (outside src/): compile it too
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
        './scripts/postcss-a11y.cjs': { enable: true }, // the elder mode's text scale, text contrast (issue 16)
      },
      optimizeMainPackage: { enable: true },
      // As on H5 (see srcSideEffectFree): our modules have no import-time side effects, so webpack drops the unused
      // re-exports of barrels. Without it one feature index imported by a main-package page pulls the whole feature
      // into the main package (components/goods once put PagedGoods and NutUI InfiniteLoading there).
      webpackChain(chain: any) {
        srcSideEffectFree(chain)
      },
      // bundled images are emitted as files: WeChat's <image> does not take SVG data URLs
      imageUrlLoaderOption: { limit: 0 },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: '/hospital/',
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // SPEC §9: a chunk that has not loaded after 120 s has failed (src/shared/platform/chunkRecovery.h5.ts)
        chunkLoadTimeout: 120000,
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
        './scripts/postcss-a11y.cjs': { enable: true }, // the elder mode's text scale, text contrast (issue 16)
      },
      // the clean paths of the route table (customRoutes) are set when the entry runs: config/loaders/taro-entry.js
      router: { mode: 'browser', basename: '/hospital' },
      // SIZE_MAP=1 (the analysis build, see webpackChain): no CSS source maps inside the JS (css-loader follows devtool)
      ...(process.env.SIZE_MAP ? { cssLoaderOption: { sourceMap: false } } : {}),
      esnextModules: ['@nutui'],
      // View, Text, Image, ScrollView, Input, Picker, Button and pull-to-refresh as React components over plain HTML
      // (@tarojs/components-react) instead of Stencil web components: the Stencil runtime and every web component
      // (video, picker, textarea, ...) were in the first load of every page (about 60 KiB gzip). The components
      // without an HTML version (Video, Textarea, RichText, Canvas, ...) still come from @tarojs/components, in the
      // chunks of the pages that use them.
      useHtmlComponents: true,
      // Taro splits only initial chunks, so every page chunk carried its own copy of shared code
      // (decimal.js, NutUI, the Page shell). Split async chunks too.
      webpackChain(chain: any) {
        const current = chain.optimization.get('splitChunks') || {}
        chain.optimization.splitChunks({ ...current, chunks: 'all', minSize: 10000 })
        // taro-h5 imports the whatwg-fetch polyfill, which does nothing where fetch exists: every browser of the
        // browserslist (iOS >= 11, Chrome >= 64, Android >= 7 WebViews) has it.
        chain.resolve.alias.set('whatwg-fetch$', false)
        // NutUI's icons as plain SVG data URLs instead of base64 (gzip compresses them): config/icon-svg-loader.cjs
        chain.module
          .rule('nutui-icon-svg')
          .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/][A-Za-z0-9]+\.js$/)
          .use('icon-svg')
          .loader(path.resolve(__dirname, 'icon-svg-loader.cjs'))
        // Taro's request imports the AbortController polyfill (2.4 KB gzip): a small one that installs itself only where
        // AbortController is missing (iOS 11.0) instead (config/shims/abortcontroller.js)
        chain.resolve.alias.set(
          'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$',
          path.resolve(__dirname, 'shims', 'abortcontroller.js'),
        )
        // Taro's request imports jsonp-retry for `jsonp: true` requests, which the app never makes
        chain.resolve.alias.set('jsonp-retry$', false)
        // Taro's getSystemInfo reads four fields of the `platform` package: a small user-agent parser instead
        chain.resolve.alias.set('platform$', path.resolve(__dirname, 'shims', 'platform.js'))
        // NutUI's ConfigProvider names its CSS variables with lodash.kebabcase (14 KiB of source with its Unicode
        // word tables in the home's first load): a few lines for our ASCII theme keys instead
        chain.resolve.alias.set('lodash.kebabcase$', path.resolve(__dirname, 'shims', 'kebabcase.js'))
        srcSideEffectFree(chain)
        // Taro's own component styles (@tarojs/components' taro-components.css, components-react's index.css: ~7 KB
        // gzip) went into the first JS through style-loader (+1.3 KB of its runtime) and were injected at the top of
        // <head>: extracted instead, into the CSS of the Taro chunk, which index.html links before the app's CSS, so
        // the app's styles still come after them and override them (issue 16)
        const extractLoader = require(
          require.resolve('mini-css-extract-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }),
        ).loader
        const taroStyle = chain.module.rule('taroStyle')
        taroStyle.uses.clear()
        taroStyle.use('extract').loader(extractLoader)
        // patches of Taro's H5 code (config/loaders/taro-patches.js): for the long tasks of the first render (the page
        // mount as a React transition, no forced layout per image load) and for the first load's bytes (no router
        // navigation bar, query-string's parse as a few lines; issue 16)
        const taroPatches = path.resolve(__dirname, 'loaders', 'taro-patches.js')
        for (const [i, file] of require(taroPatches).PATCHED_FILES.entries())
          chain.module.rule(`taro-patch-${i}`).test(file).use('taro-patches').loader(taroPatches)
        // Taro's rem script in index.html sets the root font size again on every resize and 500 ms later, reading the
        // page's box (a forced layout of the whole page, ~40 ms at 4x CPU, in the middle of the first render when the
        // phone's viewport settles): read it in the frame's own animation-frame step instead (before that frame paints)
        for (const [name, plugin] of Object.entries<any>(chain.plugins.entries() ?? {})) {
          const script = plugin.get('args')?.[0]?.script
          if (typeof script !== 'string' || !script.includes('getBoundingClientRect')) continue
          const resize = 'n.addEventListener("resize",(function(){f();setTimeout(f,500)}))'
          if (!script.includes(resize)) throw new Error(`config/index.ts: Taro's rem script changed (${name})`)
          chain.plugin(name).tap((args: any[]) => [
            {
              ...args[0],
              script: script.replace(
                resize,
                'n.addEventListener("resize",(function(){var a=n.requestAnimationFrame||setTimeout;a(f);setTimeout(function(){a(f)},500)}))',
              ),
            },
            ...args.slice(1),
          ])
        }
        // Taro's H5 entry with a smaller app config: without the mini-program keys, the path aliases built from the
        // route table when the entry runs (config/loaders/taro-entry.js; issue 16, ~3 KB gzip of the first load). Taro's
        // H5 plugin adds its entry loader per module; this runs after it (stage) and swaps it for the app entry only.
        const taroEntry = path.resolve(__dirname, 'loaders', 'taro-entry.js')
        const { TARO_H5_LOADER } = require(taroEntry)
        chain.plugin('taro-entry').use(
          class TaroEntry {
            apply(compiler: any) {
              compiler.hooks.thisCompilation.tap('taro-entry', (compilation: any) => {
                let swapped = false
                const hooks = compiler.webpack.NormalModule.getCompilationHooks(compilation)
                hooks.loader.tap({ name: 'taro-entry', stage: 100 }, (_context: unknown, module: any) => {
                  for (const l of module.loaders) {
                    if (l.loader !== TARO_H5_LOADER || l.options?.filename !== l.options?.entryFileName) continue
                    l.loader = taroEntry
                    swapped = true
                  }
                })
                compilation.hooks.finishModules.tap('taro-entry', () => {
                  if (!swapped) compilation.errors.push(new Error("config/index.ts: Taro's H5 entry loader was not found"))
                })
              })
            }
          },
        )
        // app.js's evaluation in more than one task (issue 16, TBT; docs/PERFORMANCE.md "Cart"): see EvaluationSplitPlugin;
        // Taro's router starts in the task after the modules' evaluation (config/loaders/taro-entry-yield.js)
        if (mode !== 'development') chain.plugin('evaluation-split').use(EvaluationSplitPlugin)
        chain.module
          .rule('taro-entry-yield')
          .test(/[\\/]src[\\/]app\.config\.ts$/)
          .use('taro-entry-yield')
          .loader(path.resolve(__dirname, 'loaders', 'taro-entry-yield.js'))
        // gzip and brotli copies next to each text asset (x.js.gz, x.js.br): the server sends them to browsers
        // that accept them (@fastify/static preCompressed), as would nginx's gzip_static / brotli_static
        if (mode !== 'development') chain.plugin('precompress').use(PrecompressPlugin)
        // SIZE_MAP=1: hidden source maps (js/*.js.map, no sourceMappingURL comment: the JS bytes stay the same) for
        // the per-module breakdown of scripts/size-modules.mjs
        if (process.env.SIZE_MAP) chain.devtool('hidden-source-map')
        // SIZE_STATS=<file>: write webpack's module/chunk stats (for finding what makes the initial JS big)
        if (process.env.SIZE_STATS) {
          const out = path.resolve(process.env.SIZE_STATS)
          chain.plugin('size-stats').use(
            class SizeStats {
              apply(compiler: any) {
                compiler.hooks.done.tap('size-stats', (stats: any) => {
                  const json = stats.toJson({
                    all: false,
                    chunks: true,
                    chunkModules: true,
                    nestedModules: true,
                    dependentModules: true,
                    modules: false,
                    assets: true,
                    ids: true,
                    chunkRelations: true,
                  })
                  require('fs').writeFileSync(out, JSON.stringify(json))
                })
              }
            },
          )
        }
      },
    },
  }
  if (mode === 'development') {
    return merge({}, baseConfig, {})
  }
  return merge({}, baseConfig, {})
})
