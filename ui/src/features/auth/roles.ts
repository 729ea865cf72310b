import { es } from '@/i18n/es'

/** The Spanish name of a role, for display only (what a user may do comes from their permissions); unknown roles are shown as they come. */
export function roleLabel(name: string): string {
  return name in es.roles ? es.roles[name as keyof typeof es.roles] : name
}
