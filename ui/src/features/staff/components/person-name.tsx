import { Badge } from '@/components/ui/badge'
import { es } from '@/i18n/es'

/** A person's name, marked "Tú" on the signed-in user's own row. */
export function PersonName({ name, self }: { name: string; self: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 font-medium break-words">
      {name}
      {self && (
        <Badge variant="secondary" className="text-xs">
          {es.staff.you}
        </Badge>
      )}
    </span>
  )
}
