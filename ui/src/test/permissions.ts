import type { Permission } from '@/lib/permissions'

/**
 * What the server's sign-in answers as `permissions` for each role (the contract's table, DESIGN 7), for
 * tests that render a page as one kind of user. The UI itself never maps roles to permissions.
 */
const STAFF: Permission[] = [
  'staff.area',
  'residents.read',
  'residents.admit',
  'records.notes',
  'assessments.write',
  'inventory.read',
  'handover.read',
  'activities.write',
  'posts.write',
]

export const PERMISSIONS = {
  administrative: [
    ...STAFF,
    'residents.archive',
    'residents.family-access',
    'records.clinical',
    'records.socialwork',
    'records.delete-any',
    'inventory.move',
    'inventory.manage',
    'handover.write',
    'content.edit-any',
    'staff.manage',
    'areas.manage',
    'settings.manage',
    'audit.read',
    'backups.read',
    'careplans.approve',
    'indicators.read',
    'transfer.write',
  ],
  doctor: [
    ...STAFF,
    'records.clinical',
    'records.delete-any',
    'kardex.prescribe',
    'doses.give',
    'doses.correct',
    'restraints.check',
    'inventory.move',
    'alerts.acknowledge',
    'handover.write',
    'careplans.write',
    'careplans.approve',
    'registers.write',
    'registers.falls',
    'indicators.read',
    'transfer.write',
  ],
  nurse: [
    ...STAFF,
    'records.clinical',
    'doses.give',
    'doses.correct',
    'restraints.check',
    'inventory.move',
    'alerts.acknowledge',
    'handover.write',
    'careplans.write',
    'registers.write',
    'registers.falls',
    'indicators.read',
    'transfer.write',
  ],
  socialworker: [...STAFF, 'records.socialwork', 'careplans.write', 'registers.falls'],
  family: ['family.portal'],
} satisfies Record<string, Permission[]>

/** Every permission but `missing`, to show that a button needs exactly that one. */
export function allBut(...missing: Permission[]): Permission[] {
  const every = new Set(Object.values(PERMISSIONS).flat())
  return [...every].filter((permission) => !missing.includes(permission))
}
