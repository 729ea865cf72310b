import { useQuery } from '@tanstack/react-query'
import { AmbulanceIcon, FileDownIcon, HouseIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { hospitalStayQueryOptions } from '@/features/hospital/api'
import { DepartureDialog } from '@/features/hospital/components/departure-dialog'
import { ReturnDialog } from '@/features/hospital/components/return-dialog'
import { StayBanner } from '@/features/hospital/components/stay-banner'
import { TransferSheetDialog } from '@/features/hospital/components/transfer-sheet-dialog'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.hospital

type Dialog = 'sheet' | 'leave' | 'return' | null

/**
 * «Traslado al hospital» on the resident's page (issue 29). In hospital: the banner, for everyone. With
 * transfer.write (administration, doctors, nurses), the transfer sheet and the departure while in the home, the
 * sheet and the return while away. Nothing while the stay loads or cannot be read, nor for an archived resident
 * in the home.
 */
export function HospitalSection({ resident }: { resident: { _id: string; name: string; archived: boolean } }) {
  const may = useCan()
  const stay = useQuery(hospitalStayQueryOptions(resident._id))
  const [dialog, setDialog] = useState<Dialog>(null)
  const mayWrite = may('transfer.write') && !resident.archived
  if (stay.data === undefined || (stay.data === null && !mayWrite)) return null

  const sheet = (
    <Button type="button" variant="outline" className="min-h-12" onClick={() => setDialog('sheet')}>
      <FileDownIcon aria-hidden />
      {t.sheet}
    </Button>
  )
  const actions = stay.data ? (
    <>
      {sheet}
      <Button type="button" className="min-h-12" onClick={() => setDialog('return')}>
        <HouseIcon aria-hidden />
        {t.back}
      </Button>
    </>
  ) : (
    <>
      {sheet}
      <Button type="button" variant="outline" className="min-h-12" onClick={() => setDialog('leave')}>
        <AmbulanceIcon aria-hidden />
        {t.leave}
      </Button>
    </>
  )
  const close = () => setDialog(null)
  const who = { id: resident._id, name: resident.name }

  return (
    <>
      {stay.data ? (
        <StayBanner stay={stay.data} actions={mayWrite && <div className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">{actions}</div>} />
      ) : (
        <section aria-label={t.label} className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
          {actions}
        </section>
      )}
      <TransferSheetDialog resident={who} open={dialog === 'sheet'} onClose={close} />
      <DepartureDialog resident={who} open={dialog === 'leave'} onClose={close} />
      <ReturnDialog resident={who} open={dialog === 'return'} onClose={close} />
    </>
  )
}
