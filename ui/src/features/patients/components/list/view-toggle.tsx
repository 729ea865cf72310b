import { Button } from '@/components/ui/button'
import type { PatientListView } from '@/features/patients/api'
import { es } from '@/i18n/es'

const t = es.patientList.views

const VIEWS: { view: PatientListView; label: string }[] = [
  { view: 'active', label: t.active },
  { view: 'archived', label: t.archived },
]

/** Active / Archived: which list of residents is shown. */
export function ViewToggle({ value, onChange }: { value: PatientListView; onChange: (view: PatientListView) => void }) {
  return (
    <div role="group" aria-label={t.label} className="inline-flex w-fit rounded-lg bg-muted p-1">
      {VIEWS.map(({ view, label }) => (
        <Button
          key={view}
          variant="ghost"
          aria-pressed={value === view}
          className="h-10 px-4 text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
          onClick={() => onChange(view)}
        >
          {label}
        </Button>
      ))}
    </div>
  )
}
