import { InfoIcon, TriangleAlertIcon } from 'lucide-react'
import { es } from '@/i18n/es'
import { hasKnownAllergies } from '@/lib/allergies'
import { cn } from '@/lib/utils'

const t = es.residentPage

/** The resident's allergies, in red, shown on every tab of the page (DESIGN 8); «Ninguna conocida» and the like in a neutral box. */
export function ResidentAllergies({ allergies, className }: { allergies: string; className?: string }) {
  const known = hasKnownAllergies(allergies)
  const text = allergies.trim()
  const Icon = known ? TriangleAlertIcon : InfoIcon
  return (
    <div
      role="note"
      aria-label={t.allergies}
      data-known={known}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2',
        known ? 'border-destructive/50 bg-destructive/10 text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{t.allergies}:</span> {text || t.noAllergies}
      </p>
    </div>
  )
}
