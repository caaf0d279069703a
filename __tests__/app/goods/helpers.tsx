/** Helpers of the goods-screen component tests: the shared ones of ../helpers, mounting without a URL. */
import { quietActWarnings } from '../helpers'

export { bodyText, byText, cleanup, click, flush, mountComponent as mount, waitUntil } from '../helpers'

quietActWarnings()
