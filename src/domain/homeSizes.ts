/**
 * Sizes of the home's first-screen blocks, in CSS px, shared by the React blocks (SearchBlock, Banner,
 * IconNavigator) and the server's HTML first screen (homeShell.ts): one source, so the HTML the server draws sits
 * where the app draws the same blocks. A file of its own: the app imports the sizes without the renderer.
 */
/** the search input's height (NutUI's --nutui-searchbar-input-height, set by SearchBlock), CSS px */
export const SEARCH_INPUT_HEIGHT = 36
/** the banner's height when its settings have none, CSS px */
export const BANNER_DEFAULT_HEIGHT = 150
/** one row of the icon navigator with names / without, and the carousel's indicator strip, CSS px */
export const ICON_ROW_HEIGHT = 80
export const ICON_ROW_HEIGHT_NO_NAME = 60
export const ICON_INDICATOR_HEIGHT = 20
/** the icon's size when its settings have none, CSS px (blocks.scss: 88 design px at 750) */
export const ICON_DEFAULT_SIZE = 44
/** the gap under an icon's picture and under a whole item, CSS px (blocks.scss: 8 and 16 design px) */
export const ICON_NAME_GAP = 4
export const ICON_NAME_FONT = 12
/** the search button (blocks.scss .magic-search__btn: 60 design px high, 28 side padding, 26 font) */
export const SEARCH_BUTTON_HEIGHT = 30
/** how far down the shell draws: a phone screen of 812 px (iPhone X class) */
export const SHELL_FOLD = 812
