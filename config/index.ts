import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'

// Taro only compiles files under config/ when loading this file; the route table lives in src/routes.
createSwcRegister({ only: [(file: string) => file.replace(/\\/g, '/').includes('/src/routes/')] })
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { buildCustomRoutes } = require('../src/routes/build')

/**
 * Build configuration for the three targets. Output per target in dist/<target>.
 * API_BASE (env, at build time) is the origin of the hospital backend; empty = same origin (H5 served by
 * the reference server). Mini-programs default to the reference server on localhost:3000.
 * API_BASE_<PREFIX> (e.g. API_BASE_USER_CENTER) overrides one prefix.
 */
export default defineConfig(async (merge, { mode }) => {
  const env = process.env.TARO_ENV || 'h5'
  const isH5 = env === 'h5'
  const apiBase = process.env.API_BASE ?? (isH5 ? '' : 'http://localhost:3000')
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
    plugins: [],
    defineConstants: {
      __API_BASE__: JSON.stringify(apiBase),
      __API_PREFIX_BASES__: JSON.stringify(prefixBases),
      __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || '1'),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
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
      },
      optimizeMainPackage: { enable: true },
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
      },
      router: {
        mode: 'browser',
        basename: '/hospital',
        customRoutes: buildCustomRoutes(),
      },
      esnextModules: ['@nutui'],
      // Taro splits only initial chunks, so every page chunk carried its own copy of shared code
      // (decimal.js, NutUI, the Page shell). Split async chunks too.
      webpackChain(chain: any) {
        const current = chain.optimization.get('splitChunks') || {}
        chain.optimization.splitChunks({ ...current, chunks: 'all', minSize: 10000 })
      },
    },
  }
  if (mode === 'development') {
    return merge({}, baseConfig, {})
  }
  return merge({}, baseConfig, {})
})
