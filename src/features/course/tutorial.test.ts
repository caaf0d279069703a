/** every step of the how-to-use guide links to a route that opens a built page */
import { TUTORIAL_STEPS } from '@/domain/tutorial'
import { ROUTES } from '@/shared/routes/table'

test.each(TUTORIAL_STEPS.map((s) => [s.title, s.link]))('%s → %s is a built page', (_t, link) => {
  const row = ROUTES.find((r) => r.path === link)
  expect(row).toBeDefined()
  expect(row!.page ?? row!.redirect).toBeTruthy()
})
