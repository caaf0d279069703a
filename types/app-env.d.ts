/**
 * The app's only Node-style global: process.env.TARO_ENV / NODE_ENV, which Taro's build replaces with literals
 * (tsconfig.app.json has no Node types). Goes once TARO_ENV is read only in src/shared/platform (issue 11, WP4).
 */
declare const process: { readonly env: NodeJS.ProcessEnv }
