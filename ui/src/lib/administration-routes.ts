/**
 * The routes of administration (DESIGN 8), for the Kardex's entries and the inventory's medications: the
 * server's values, already Spanish, so each is also its label. SPEC's four were not enough (the demo holds a
 * gel and an inhaler).
 */
export const ADMINISTRATION_ROUTES = [
  'Oral',
  'Sublingual',
  'Intravenosa',
  'Intramuscular',
  'Subcutánea',
  'Tópica',
  'Transdérmica',
  'Inhalatoria',
  'Nasal',
  'Oftálmica',
  'Ótica',
  'Rectal',
  'Vaginal',
  'Enteral (sonda)',
] as const

export type AdministrationRoute = (typeof ADMINISTRATION_ROUTES)[number]

export function isAdministrationRoute(value: string): value is AdministrationRoute {
  return (ADMINISTRATION_ROUTES as readonly string[]).includes(value)
}

/** The routes as a select offers them. */
export const ADMINISTRATION_ROUTE_OPTIONS = ADMINISTRATION_ROUTES.map((route) => ({ value: route, label: route }))
