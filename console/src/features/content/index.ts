/** the content desk of the console: calls, the article drawer (with its lazy rich-text editor), groups, videos */
export { ArticleDrawer } from './ArticleDrawer'
export { GroupsDrawer } from './GroupsDrawer'
export { VideoDrawer } from './VideoDrawer'
export {
  deleteArticle,
  deleteVideo,
  listArticles,
  listGroups,
  listVideos,
  publishArticle,
  type Article,
  type ArticleQuery,
  type Video,
} from './api'
export { groupOptions } from './ArticleDrawer'
