import type { SavedObservation } from '@/features/patients/records/social-notes/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.socialNotes.form

/** The note's saved additional observations, oldest first; they cannot be changed or removed. */
export function SavedObservations({ observations }: { observations: SavedObservation[] }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-medium">{t.additionalObservations}</h4>
      {observations.length === 0 ? (
        <p className="text-muted-foreground">{t.noAdditional}</p>
      ) : (
        <ul className="grid gap-2">
          {observations.map((item, index) => (
            <li key={item._id || index} className="grid gap-1 rounded-lg border bg-muted/40 p-3">
              <p className="text-sm text-muted-foreground tabular-nums">
                {formatDate(item.date)} {formatTime(item.time)}
                {item.createdByName && ` · ${t.savedBy(item.createdByName)}`}
              </p>
              <p className="break-words whitespace-pre-line">{item.observation}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
