import { createContext, useCallback, useContext } from 'react'
import type * as React from 'react'

/**
 * What a user may do, as the server says (DESIGN 7): sign-in, sign-up and verify answer with the user's
 * `permissions`. The UI shows or hides actions from that list alone and keeps no role rules of its own;
 * the server checks every call again.
 */
export type Permission =
  | 'staff.area'
  | 'residents.read'
  | 'residents.admit'
  | 'residents.archive'
  | 'residents.family-access'
  | 'records.clinical'
  | 'records.notes'
  | 'records.socialwork'
  | 'records.delete-any'
  | 'kardex.prescribe'
  | 'doses.give'
  | 'doses.correct'
  | 'restraints.check'
  | 'assessments.write'
  | 'inventory.read'
  | 'inventory.move'
  | 'inventory.manage'
  | 'alerts.acknowledge'
  | 'handover.read'
  | 'handover.write'
  | 'activities.write'
  | 'posts.write'
  | 'careplans.write'
  | 'careplans.approve'
  | 'registers.write'
  | 'registers.falls'
  | 'indicators.read'
  | 'transfer.write'
  | 'content.edit-any'
  | 'staff.manage'
  | 'areas.manage'
  | 'settings.manage'
  | 'audit.read'
  | 'backups.read'
  | 'family.portal'

/** True when the user's permissions from the server hold `permission`. */
export function can(user: { permissions: readonly string[] } | null | undefined, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false
}

const PermissionsContext = createContext<readonly string[]>([])

/** Gives the signed-in user's permissions to `useCan` below (none when nobody is signed in). */
export function PermissionsProvider({
  permissions,
  children,
}: {
  permissions: readonly string[]
  children: React.ReactNode
}) {
  return <PermissionsContext value={permissions}>{children}</PermissionsContext>
}

/** `const may = useCan(); may('residents.archive')`: the signed-in user's permissions, read only from the server's list. */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useContext(PermissionsContext)
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions])
}
