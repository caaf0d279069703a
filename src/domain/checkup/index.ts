/**
 * Check-up rules shared by the screens and the server (issue 12), one file per topic:
 * - ./eligibility: who may take a package or an add-on item (sex, age band, sexual history for gynaecological
 *   items) and the add-ons of a rule form;
 * - ./filters: crowd categories and the list filters (sex, age band, price band);
 * - ./preparation: preparation notices per item type;
 * - ./reportValues: the reading of report values against their reference range;
 * - ./bookings: what a booking allows (reschedule / cancel / check-in), the pre-exam notice, group add-ons' payment;
 * - ./itemText: an item's age band and meaning (never a doubled bracket), add-ons that repeat a package's items.
 * Pure TypeScript: no Taro, no React, no I/O.
 *
 * Codes follow SPEC §3 and the server's tables: a person's sex 1 male / 0 female, marital status
 * 1 married / 2 unmarried; a package's or item's sexLimit 0 any / 1 male only / 2 female only
 * (pe_package.sex_limit, pe_add_item.sex_limit). Money is yuan (../money).
 */
export * from './eligibility'
export * from './filters'
export * from './preparation'
export * from './reportValues'
export * from './bookings'
export * from './itemText'
export * from './packageDraft'
