/** exam module — exam packages, exam persons, exam appointments (routes/intserv/pe.ts). What other modules may use. */
export { orderUnitOpen, PE_MSG, requirePackage } from '../../routes/intserv/pe'
