import { UserRoundIcon } from 'lucide-react'
import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.patientList.photo

type PatientPhotoProps = {
  patient: { name: string; photo: string | null; photoThumb: string | null }
  /** 'md' (48 px) in lists, 'lg' (80 px) at the top of the resident's page. */
  size?: 'md' | 'lg'
}

const SIZES = { md: { box: 'size-12', icon: 'size-6', px: 48 }, lg: { box: 'size-20', icon: 'size-10', px: 80 } }

/** The resident's thumbnail, which opens the full photo; a placeholder icon when there is none. */
export function PatientPhoto({ patient, size = 'md' }: PatientPhotoProps) {
  const { box, icon, px } = SIZES[size]
  const [open, setOpen] = useState(false)
  const thumb = patient.photoThumb ?? patient.photo
  if (!thumb) {
    return (
      <span
        role="img"
        aria-label={t.none}
        className={cn('grid shrink-0 place-items-center rounded-full bg-muted text-muted-foreground', box)}
      >
        <UserRoundIcon className={icon} aria-hidden />
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.show(patient.name)}
        className={cn(
          'relative z-10 shrink-0 overflow-hidden rounded-full ring-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70',
          box,
        )}
      >
        <img src={thumb} alt="" width={px} height={px} loading="lazy" className="size-full object-cover" />
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
