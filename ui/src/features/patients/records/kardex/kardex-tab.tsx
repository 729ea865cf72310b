import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { kardexResource } from '@/features/patients/records/kardex/api'
import { DoseForm } from '@/features/patients/records/kardex/dose-form'
import { DoseHistory } from '@/features/patients/records/kardex/dose-history'
import { kardexColumns, medicationNames } from '@/features/patients/records/kardex/kardex-columns'
import { KardexForm } from '@/features/patients/records/kardex/kardex-form'
import { kardexRowActions } from '@/features/patients/records/kardex/kardex-row-actions'
import type { Kardex } from '@/features/patients/records/kardex/schemas'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import { recordPagesQueryOptions } from '@/features/patients/records/shared/api'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { useCan } from '@/lib/permissions'

const t = es.records.kardex

/** Which dialog is open, on which Kardex (by id, so it shows the list's latest copy). */
type Dialog = { kind: 'form'; kardexId: string | null } | { kind: 'dose' | 'history'; kardexId: string }

const describe = (kardex: Kardex) => t.describe(formatDate(kardex.date))

/**
 * Kardex: the resident's medication sheets, the doses given from each, and "Registrar dosis". `canWrite`
 * (kardex.prescribe) writes the sheets; "Registrar dosis" needs doses.give.
 */
export function KardexTab({ resident, canWrite }: RecordTabProps) {
  const giveDoses = useCan()('doses.give')
  // The panel's own list (shared by key): the dialogs read the latest copy of their Kardex from it.
  const list = useInfiniteQuery(recordPagesQueryOptions(kardexResource, resident._id))
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [open, setOpen] = useState(false)
  const show = (next: Dialog) => {
    setDialog(next)
    setOpen(true)
  }
  const kardex =
    list.data?.pages.flatMap((page) => page.records).find((item) => item._id === dialog?.kardexId) ?? null
  const close = () => setOpen(false)

  return (
    <RecordsPanel
      resource={kardexResource}
      resident={resident}
      texts={t.panel}
      columns={kardexColumns}
      searchText={medicationNames}
      describe={describe}
      canWrite={canWrite}
      onNew={() => show({ kind: 'form', kardexId: null })}
      onEdit={(item) => show({ kind: 'form', kardexId: item._id })}
      extraActions={(item) =>
        kardexRowActions({
          label: describe(item),
          onRegisterDose: giveDoses ? () => show({ kind: 'dose', kardexId: item._id }) : null,
          onShowHistory: () => show({ kind: 'history', kardexId: item._id }),
        })
      }
    >
      <RecordDialog
        open={open && dialog?.kind === 'form'}
        onOpenChange={setOpen}
        title={kardex ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
        className="sm:max-w-3xl"
      >
        <KardexForm residentId={resident._id} allergies={resident.allergies} kardex={kardex} onSaved={close} />
      </RecordDialog>
      {kardex && (
        <RecordDialog
          open={open && dialog?.kind === 'dose'}
          onOpenChange={setOpen}
          title={t.dose.title}
          description={t.dose.description}
        >
          <DoseForm kardex={kardex} onSaved={close} />
        </RecordDialog>
      )}
      {kardex && (
        <RecordDialog
          open={open && dialog?.kind === 'history'}
          onOpenChange={setOpen}
          title={t.history.title}
          description={t.history.description(kardex.doses.length)}
          className="grid-cols-1 sm:max-w-2xl"
        >
          <DoseHistory doses={kardex.doses} />
        </RecordDialog>
      )}
    </RecordsPanel>
  )
}
