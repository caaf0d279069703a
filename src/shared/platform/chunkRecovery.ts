// default for: weapp, alipay — h5 has its own file (chunkRecovery.h5.ts)
/**
 * Chunk-load failures (SPEC §8) happen only on H5, where pages are loaded as webpack chunks over the network;
 * a mini-program's code is on the phone.
 */
export function installChunkRecovery(): void {
  /* nothing to do */
}
