import { Button } from '@/components/ui/button'
import type { TeamView } from '@/features/staff/admin-search'
import { es } from '@/i18n/es'

const t = es.staff.views

const VIEWS: { view: TeamView; label: string }[] = [
  { view: 'personal', label: t.personal },
  { view: 'social', label: t.social },
]

/** Personal / Social: which card /admin shows. */
export function TeamViewToggle({ value, onChange }: { value: TeamView; onChange: (view: TeamView) => void }) {
  return (
    <div role="group" aria-label={t.label} className="inline-flex w-fit rounded-lg bg-muted p-1">
      {VIEWS.map(({ view, label }) => (
        <Button
          key={view}
          variant="ghost"
          aria-pressed={value === view}
          className="h-10 px-5 text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
          onClick={() => onChange(view)}
        >
          {label}
        </Button>
      ))}
    </div>
  )
}
