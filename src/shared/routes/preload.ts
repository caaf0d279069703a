// default for: weapp, alipay — h5 has its own file (preload.h5.ts)
/**
 * Loads the code of the page a route path opens, ahead of the tap that opens it (H5: its chunk, on idle).
 * Mini-programs download the likely next subpackages themselves (app.config preloadRule): nothing to do here.
 */
export function preloadRoute(_path: string): void {
  // nothing: preloadRule
}
