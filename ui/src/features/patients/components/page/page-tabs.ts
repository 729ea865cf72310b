import type { RecordTabKey } from '@/features/patients/records/record-tabs'
import type { Permission } from '@/lib/permissions'

/**
 * The resident page's tabs after the summary, as their addresses name them (DESIGN 8): `/patients/$id` is
 * the summary and `/patients/$id/<slug>` each tab. Datos is the admission wizard; Contenciones (the restraint
 * register), Valoraciones (the geriatric assessments), PAI (the care plan), Caídas, Piel (the skin lesions) and
 * Seguimiento (the daily registers: repositioning, fluids, weight, bowels; issue 28) have their own route files,
 * which compose their features; the others are the record panels.
 */
export const PAGE_TABS = [
  { slug: 'datos', key: 'data' },
  { slug: 'notas-ts', key: 'socialNotes' },
  { slug: 'notas', key: 'notes' },
  { slug: 'vitales', key: 'vitals' },
  { slug: 'incidentes', key: 'incidents' },
  { slug: 'kardex', key: 'kardex' },
  { slug: 'cuidados', key: 'care' },
  { slug: 'contenciones', key: 'restraints' },
  { slug: 'caidas', key: 'falls' },
  { slug: 'valoraciones', key: 'assessments' },
  { slug: 'pai', key: 'carePlan' },
  { slug: 'piel', key: 'skin' },
  { slug: 'seguimiento', key: 'tracking' },
] as const satisfies readonly {
  slug: string
  key: 'data' | 'restraints' | 'falls' | 'assessments' | 'carePlan' | 'skin' | 'tracking' | RecordTabKey
}[]

export type PageTab = (typeof PAGE_TABS)[number]
export type PageTabSlug = PageTab['slug']
export type PageTabKey = PageTab['key']

/**
 * The permission a tab needs to be shown: Datos (the admission data, with the social security number
 * and the family account) is for those who admit residents; every member of staff reads the records.
 */
const TAB_PERMISSION: Partial<Record<PageTabKey, Permission>> = { data: 'residents.admit' }

/** The tab an address names, or undefined for an unknown one. */
export function tabOfSlug(slug: string): PageTab | undefined {
  return PAGE_TABS.find((tab) => tab.slug === slug)
}

/** May the user see this tab (from the server's permissions)? */
export function mayShowTab(tab: PageTab, may: (permission: Permission) => boolean): boolean {
  const needed = TAB_PERMISSION[tab.key]
  return needed === undefined || may(needed)
}

/** The tabs the user sees, in their order. */
export function visibleTabs(may: (permission: Permission) => boolean): PageTab[] {
  return PAGE_TABS.filter((tab) => mayShowTab(tab, may))
}
