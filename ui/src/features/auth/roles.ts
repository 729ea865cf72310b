import { es } from '@/i18n/es'
import { STAFF_ROLES, type User } from '@/features/auth/schemas'

/** True when the user holds at least one of the four staff roles (SPEC 6). */
export function hasStaffRole(user: Pick<User, 'roles'>): boolean {
  return user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role.name))
}

/** True when the user holds the administrative role, which alone edits the home's settings (DESIGN 3). */
export function isAdministrative(user: Pick<User, 'roles'>): boolean {
  return user.roles.some((role) => role.name === 'administrative')
}

/** The Spanish name of a role; unknown roles are shown as they come. */
export function roleLabel(name: string): string {
  return name in es.roles ? es.roles[name as keyof typeof es.roles] : name
}
