import { Badge } from '@/components/ui/badge'
import { roleLabel } from '@/features/auth/roles'
import type { User } from '@/features/auth/schemas'
import { es } from '@/i18n/es'

const t = es.profile.info

/** The signed-in user's own details, read-only. */
export function ProfileDetails({ user }: { user: User }) {
  const rows = [
    { label: t.name, value: user.name },
    { label: t.username, value: user.username },
    { label: t.email, value: user.email },
    { label: t.phone, value: user.phone },
  ]
  return (
    <dl className="grid gap-4">
      {rows.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value || es.common.notAvailable}</dd>
        </div>
      ))}
      <div className="grid gap-1.5">
        <dt className="text-sm text-muted-foreground">{t.roles}</dt>
        <dd className="flex flex-wrap gap-2">
          {user.roles.length > 0
            ? user.roles.map((role) => (
                <Badge key={role.name} variant="secondary">
                  {roleLabel(role.name)}
                </Badge>
              ))
            : t.noRoles}
        </dd>
      </div>
    </dl>
  )
}
