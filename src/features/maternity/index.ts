/** The maternity feature's public face (issue 13 item 5): the screens of /maternal and /maternalList and the calls. */
export { default as MaternalScreen } from './components/MaternalScreen'
export { default as MaternalListScreen } from './components/MaternalListScreen'
export { default as VaccineScreen } from './components/VaccineScreen'
export { default as DateField } from '@/shared/ui/DateField'
export * from './api'
