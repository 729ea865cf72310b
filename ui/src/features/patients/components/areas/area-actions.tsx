import { PencilIcon, Trash2Icon } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { useDeleteArea } from '@/features/patients/api'
import type { ReportError } from '@/features/patients/components/list/report-error'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

const t = es.patientList.areaFilter

type AreaActionsProps = {
  area: Area
  onEdit: (area: Area) => void
  onDeleted: () => void
  onError: ReportError
}

/** Edit and delete icons for the area chosen in the filter. */
export function AreaActions({ area, onEdit, onDeleted, onError }: AreaActionsProps) {
  const remove = useDeleteArea()

  async function confirmDelete() {
    try {
      await remove.mutateAsync(area._id)
    } catch (error) {
      onError(error, es.areas.errors.delete)
      throw error
    }
    toast.success(es.areas.deletedTitle, { description: es.areas.deletedText(area.name) })
    onDeleted()
  }

  return (
    <div className="flex items-center gap-1">
      <TooltipIconButton label={t.edit(area.name)} tooltip={t.editShort} onClick={() => onEdit(area)}>
        <PencilIcon aria-hidden />
      </TooltipIconButton>
      <ConfirmDialog
        title={es.areas.deleteTitle}
        description={es.areas.deleteText(area.name)}
        confirmLabel={es.areas.deleteConfirm}
        destructive
        onConfirm={confirmDelete}
        trigger={
          <TooltipIconButton
            label={t.delete(area.name)}
            tooltip={t.deleteShort}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden />
          </TooltipIconButton>
        }
      />
    </div>
  )
}
