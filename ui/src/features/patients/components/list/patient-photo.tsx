import { UserRoundIcon } from 'lucide-react'
import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.patientList.photo

type PatientPhotoProps = { patient: Pick<PatientSummary, 'name' | 'photo' | 'photoThumb'> }

/** The resident's thumbnail, which opens the full photo; a placeholder icon when there is none. */
export function PatientPhoto({ patient }: PatientPhotoProps) {
  const [open, setOpen] = useState(false)
  const thumb = patient.photoThumb ?? patient.photo
  if (!thumb) {
    return (
      <span
        role="img"
        aria-label={t.none}
        className="grid size-12 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground"
      >
        <UserRoundIcon className="size-6" aria-hidden />
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.show(patient.name)}
        className="size-12 shrink-0 overflow-hidden rounded-full ring-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        <img src={thumb} alt="" width={48} height={48} loading="lazy" className="size-full object-cover" />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{patient.name}</DialogTitle>
            <DialogDescription className="sr-only">{t.alt(patient.name)}</DialogDescription>
          </DialogHeader>
          <img
            src={patient.photo ?? thumb}
            alt={t.alt(patient.name)}
            className="max-h-[70dvh] w-full rounded-lg bg-muted object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  )
}
