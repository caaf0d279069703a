export { consoleTheme } from './theme'
export { EmptyText, StatusTag, type Tone } from './StatusTag'
export { useKeyboardScroll } from './keyboardScroll'
export { PagedTable, type PagedTableProps } from './PagedTable'
