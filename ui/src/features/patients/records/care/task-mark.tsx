import { es } from '@/i18n/es'

const t = es.records.common

/** A care task in the list: ✓ when done, — when not (said as "Sí" / "No" to screen readers). */
export function TaskMark({ done }: { done: boolean }) {
  return (
    <>
      <span aria-hidden className={done ? 'font-semibold text-primary' : 'text-muted-foreground'}>
        {done ? '✓' : '—'}
      </span>
      <span className="sr-only">{done ? t.done : t.notDone}</span>
    </>
  )
}
