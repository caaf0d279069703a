import type { ReactNode } from 'react'

/** Props shared by the mini-program carousel (NutUI Swiper) and the H5 one (CSS scroll snap). */
export interface CarouselProps {
  className?: string
  /** CSS height of the carousel, e.g. '150px' */
  height: string
  autoplay?: boolean
  /** ms between slides when autoplaying */
  interval?: number
  /** after the last slide comes the first again */
  loop?: boolean
  /** dots under the slides */
  indicator?: boolean
  /** one child per slide */
  children?: ReactNode
}
