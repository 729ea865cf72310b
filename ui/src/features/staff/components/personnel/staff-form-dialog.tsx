import { toast } from 'sonner'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useCreateStaff, useUpdateStaff } from '@/features/staff/api'
import type { FieldSpec } from '@/features/staff/components/form/field-spec'
import { PersonForm } from '@/features/staff/components/form/person-form'
import { personFields } from '@/features/staff/components/form/person-fields'
import {
  editStaffSchema,
  emptyNewStaff,
  newStaffSchema,
  toEditStaffValues,
  toNewStaffInput,
  toStaffUpdateInput,
  type EditStaffValues,
  type NewStaffValues,
} from '@/features/staff/form-schemas'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const t = es.staff.personnel
const f = es.staff.fields

const specialty = {
  name: 'specialty',
  label: f.specialty,
  optional: true,
  placeholder: es.staff.placeholders.specialty,
} as const

const { name, email, phone, username, password, confirmPassword } = personFields

const NEW_FIELDS: FieldSpec<NewStaffValues>[] = [
  name,
  { name: 'role', label: f.position, kind: 'position' },
  specialty,
  email,
  phone,
  username,
  password,
  confirmPassword,
]

const EDIT_FIELDS: FieldSpec<EditStaffValues>[] = [
  name,
  { name: 'position', label: f.position, kind: 'position' },
  specialty,
  email,
  phone,
  username,
]

type StaffFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The person to edit, or null for "Nuevo Personal". */
  member: StaffMember | null
  onSaved: (member: StaffMember) => void
}

/** "Nuevo Personal" (with the password) or "Editar Personal". */
export function StaffFormDialog({ open, onOpenChange, member, onSaved }: StaffFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{member ? t.editTitle : t.createTitle}</DialogTitle>
          <DialogDescription>{member ? t.editIntro(member.name) : t.createIntro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        {member ? <EditStaffForm member={member} onSaved={onSaved} /> : <NewStaffForm onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  )
}

function NewStaffForm({ onSaved }: { onSaved: (member: StaffMember) => void }) {
  const create = useCreateStaff()
  return (
    <PersonForm
      schema={newStaffSchema}
      defaultValues={emptyNewStaff}
      fields={NEW_FIELDS}
      editing={false}
      onSubmit={async (values) => {
        const saved = await create.mutateAsync(toNewStaffInput(values))
        toast.success(t.createdTitle, { description: t.createdText })
        onSaved(saved)
      }}
    />
  )
}

function EditStaffForm({ member, onSaved }: { member: StaffMember; onSaved: (member: StaffMember) => void }) {
  const update = useUpdateStaff()
  return (
    <PersonForm
      schema={editStaffSchema}
      defaultValues={toEditStaffValues(member)}
      fields={EDIT_FIELDS}
      editing
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(toStaffUpdateInput(member._id, values))
        toast.success(t.updatedTitle, { description: t.updatedText })
        onSaved(saved)
      }}
    />
  )
}
