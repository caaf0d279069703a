/**
 * Messages of the app shell's platform layer: chunk-load failures on H5 (SPEC §8, §9).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

/** SPEC §8: the message of a chunk that failed to load (type ChunkLoadError) */
export const chunkLoadFailed = (chunkId: string | number): string => `Loading chunk ${chunkId} failed`
/** SPEC §8: the code of a CSS chunk that failed to load */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED'
/** SPEC §9: a chunk that has not loaded after this long counts as failed */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
/** OWN: the title above the message, and the retry button */
export const CHUNK_LOAD_TITLE = '页面加载失败，请检查网络后重试'
export const CHUNK_LOAD_RETRY = '重试'
