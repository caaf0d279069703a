/** Texts of the home and page-builder screens (a page module keeps only its default export on mini-programs). */

export const LOAD_FAILED = '页面加载失败'
export const RETRY = '重新加载'
