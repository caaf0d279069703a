/** the home-page editor (issue 33 item 3): the pages' list call and the editor (block list, properties, preview) */
export { listPages, type PagesInfo } from './api'
export { PageEditor } from './PageEditor'
