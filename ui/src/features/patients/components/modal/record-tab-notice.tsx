import { ClipboardListIcon } from 'lucide-react'
import { es } from '@/i18n/es'

const t = es.patientModal

/**
 * A record tab (notes, vitals, incidents…) until its list arrives: for a saved resident a calm "coming
 * soon", for a new one the reminder to register the resident first. No sample data.
 */
export function RecordTabNotice({ title, saved }: { title: string; saved: boolean }) {
  return (
    <div className="mx-auto grid max-w-prose justify-items-center gap-3 py-12 text-center">
      <ClipboardListIcon className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground">{saved ? t.comingSoon : t.saveFirst}</p>
    </div>
  )
}
