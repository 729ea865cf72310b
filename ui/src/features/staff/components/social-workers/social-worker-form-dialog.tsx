import { toast } from 'sonner'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useCreateSocialWorker, useUpdateSocialWorker } from '@/features/staff/api'
import type { FieldSpec } from '@/features/staff/components/form/field-spec'
import { PersonForm } from '@/features/staff/components/form/person-form'
import { personFields } from '@/features/staff/components/form/person-fields'
import {
  editSocialWorkerSchema,
  emptyNewSocialWorker,
  newSocialWorkerSchema,
  toEditSocialWorkerValues,
  type EditSocialWorkerValues,
  type NewSocialWorkerValues,
} from '@/features/staff/form-schemas'
import type { SocialWorker } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const t = es.staff.socialWorkers
const f = es.staff.fields
const p = es.staff.placeholders

const { name, email, phone, username, password, confirmPassword } = personFields
const area = { name: 'area', label: f.area, placeholder: p.area } as const
const licenseNumber = { name: 'licenseNumber', label: f.licenseNumber, placeholder: p.licenseNumber } as const

const EDIT_FIELDS: FieldSpec<EditSocialWorkerValues>[] = [name, area, licenseNumber, email, phone, username]

const NEW_FIELDS: FieldSpec<NewSocialWorkerValues>[] = [
  name,
  area,
  licenseNumber,
  email,
  phone,
  username,
  password,
  confirmPassword,
]

type SocialWorkerFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The social worker to edit, or null for "Nueva Trabajadora Social". */
  worker: SocialWorker | null
  onSaved: (worker: SocialWorker) => void
}

/** "Nueva Trabajadora Social" (with the password) or "Editar Trabajadora Social". */
export function SocialWorkerFormDialog({ open, onOpenChange, worker, onSaved }: SocialWorkerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{worker ? t.editTitle : t.createTitle}</DialogTitle>
          <DialogDescription>{worker ? t.editIntro(worker.name) : t.createIntro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        {worker ? (
          <EditSocialWorkerForm worker={worker} onSaved={onSaved} />
        ) : (
          <NewSocialWorkerForm onSaved={onSaved} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function NewSocialWorkerForm({ onSaved }: { onSaved: (worker: SocialWorker) => void }) {
  const create = useCreateSocialWorker()
  return (
    <PersonForm
      schema={newSocialWorkerSchema}
      defaultValues={emptyNewSocialWorker}
      fields={NEW_FIELDS}
      editing={false}
      onSubmit={async (values) => {
        const saved = await create.mutateAsync(values)
        toast.success(t.createdTitle, { description: t.createdText })
        onSaved(saved)
      }}
    />
  )
}

function EditSocialWorkerForm({ worker, onSaved }: { worker: SocialWorker; onSaved: (worker: SocialWorker) => void }) {
  const update = useUpdateSocialWorker()
  return (
    <PersonForm
      schema={editSocialWorkerSchema}
      defaultValues={toEditSocialWorkerValues(worker)}
      fields={EDIT_FIELDS}
      editing
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ id: worker._id, input: values })
        toast.success(t.updatedTitle, { description: t.updatedText })
        onSaved(saved)
      }}
    />
  )
}
