/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.jpg'
declare module '*.css'
declare module '*.scss'

/** injected at build time by config/index.ts (defineConstants) */
declare const __API_BASE__: string
declare const __API_PREFIX_BASES__: Record<string, string>
declare const __APP_VERSION__: string
/** the business time zone (env BUSINESS_TZ at build time, default Asia/Shanghai); src/app.ts applies it */
declare const __BUSINESS_TZ__: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'alipay' | 'h5' | 'swan' | 'tt' | 'qq' | 'jd' | 'rn'
    NODE_ENV: 'development' | 'production' | 'test'
  }
}

declare const wx: any
declare const my: any

declare module '@nutui/icons-react-taro/dist/es/icons/configure.js' {
  export function configure(config: { tag?: string; classPrefix?: string; useSvg?: boolean; fontClassName?: string }): void
}
