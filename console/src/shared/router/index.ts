export { BASE, Link, currentPath, href, navigate, useLocation, type LinkProps, type Location } from './router'
