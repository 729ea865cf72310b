import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ActivityForm } from '@/features/activities/components/activity-form'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'

const t = es.activities

type ActivityFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The activity to edit, or null for "Nueva Actividad". */
  activity: Activity | null
}

/** The activity modal: "Nueva Actividad" or "Editar Actividad". */
export function ActivityFormDialog({ open, onOpenChange, activity }: ActivityFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{activity ? t.editTitle : t.createTitle}</DialogTitle>
          <DialogDescription>{t.formIntro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        <ActivityForm activity={activity} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
