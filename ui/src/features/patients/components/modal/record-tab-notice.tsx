import { ClipboardListIcon } from 'lucide-react'
import { es } from '@/i18n/es'

const t = es.patientModal

/** A record tab (notes, vitals, incidents…) of a resident not registered yet: register first. */
export function RecordTabNotice({ title }: { title: string }) {
  return (
    <div className="mx-auto grid max-w-prose justify-items-center gap-3 py-12 text-center">
      <ClipboardListIcon className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground">{t.saveFirst}</p>
    </div>
  )
}
