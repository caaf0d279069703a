/** H5 renders NutUI's <i> icons as they are. */
export function setupIcons() {
  /* nothing to do */
}
