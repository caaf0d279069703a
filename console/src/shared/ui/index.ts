export { consoleTheme } from './theme'
