/** the signed-in frame: side menu from the permissions, header, drawer on a phone */
export { ConsoleLayout } from './ConsoleLayout'
export { MENU, entryOf, menuFor, type MenuEntry } from './menu'
