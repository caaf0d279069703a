/**
 * src/domain/appPages.ts lists the route table's paths for the server and the console (which may not import app
 * code): it must be the route table's, path for path and title for title.
 */
// the route table has no Taro import: scripts, e2e and the tests read it as data
import { ROUTES } from '../../../src/shared/routes/table'
import { APP_PAGES } from '../../../src/domain/appPages'

it('lists every route of the route table and nothing else', () => {
  expect(APP_PAGES.map(([path, title]) => ({ path, title }))).toEqual(ROUTES.map((r) => ({ path: r.path, title: r.title })))
})
