// Types of config/release.cjs (the release configuration, issue 34) for the TypeScript that imports it.
export interface AppEnv {
  weappAppid: string | null
  alipayAppid: string | null
  name: string | null
  errors: string[]
}
export interface ApiRule {
  requiredPrivateInfo?: string
  scope?: string
  weapp?: string
  alipay?: string
}
export interface PrivacyEntry {
  type: string
  purpose: string
}
export interface ConsoleDomains {
  request: string[]
  socket: string[]
  uploadFile: string[]
  downloadFile: string[]
  errors: string[]
}
export declare const ROOT: string
export declare const WEAPP_APPID_RE: RegExp
export declare const ALIPAY_APPID_RE: RegExp
export declare const TOURIST_APPID: string
export declare function readAppEnv(env?: Record<string, string | undefined>): AppEnv
export declare function weappProjectConfig(source: Record<string, any>, app: AppEnv): Record<string, any>
export declare function alipayProjectConfig(source: Record<string, any>, app: AppEnv): Record<string, any>
export declare function writeProjectFile(target: string, outputDir: string, app: AppEnv, root?: string): string | null
export declare const API_RULES: Record<string, ApiRule>
export declare const PRIVACY: { weapp: PrivacyEntry[]; alipay: PrivacyEntry[] }
export declare function alipayAppConfig(appConfig: Record<string, any>): Record<string, any>
export declare function consoleDomains(env?: Record<string, string | undefined>): ConsoleDomains
