export { consoleTheme } from './theme'
export { StatusTag, type Tone } from './StatusTag'
