/**
 * Session history of paths for the back/forward bar (SPEC Widgets): pushes on each route change,
 * recognises going back and forward to the neighbouring entries, resets when the bar is hidden.
 */
export interface PathHistory {
  stack: string[]
  index: number
}

export const EMPTY_HISTORY: PathHistory = { stack: [], index: -1 }

/** routes on which the bar never shows */
export const HIDDEN_PATHS = [
  '/chatRoom',
  '/aiChat',
  '/home',
  '/modulePage/home',
  '/customerService',
  '/shopCart',
  '/personCenter',
  '/login',
]

export function pushPath(history: PathHistory, path: string): PathHistory {
  const { stack, index } = history
  if (stack[index] === path) return history
  if (index > 0 && stack[index - 1] === path) return { stack, index: index - 1 }
  if (stack[index + 1] === path) return { stack, index: index + 1 }
  return { stack: [...stack.slice(0, index + 1), path], index: index + 1 }
}

export const canGoBack = (h: PathHistory) => h.index > 0
export const canGoForward = (h: PathHistory) => h.index >= 0 && h.index < h.stack.length - 1

/** the bar's distance from the bottom: 60 at 375 px wide, scaled by width */
export const barOffset = (windowWidth: number) => Math.round((60 * windowWidth) / 375)

export function isBarHidden(path: string) {
  return HIDDEN_PATHS.includes(path)
}
