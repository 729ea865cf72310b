import { toast } from 'sonner'
import { FormDialog } from '@/components/form-dialog'
import { PersonForm } from '@/features/staff/components/form/person-form'
import type { Person } from '@/features/staff/components/people-list'
import type { TeamKind } from '@/features/staff/components/team-kind'

type PersonFormDialogProps<P extends Person> = {
  kind: TeamKind<P>
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The person to edit, or null for a new one ("Nuevo Personal", "Nueva Trabajadora Social"). */
  person: P | null
  onSaved: (person: P) => void
}

/** A team's create dialog (with the password) or its edit dialog, with the kind's titles and toasts. */
export function PersonFormDialog<P extends Person>({
  kind,
  open,
  onOpenChange,
  person,
  onSaved,
}: PersonFormDialogProps<P>) {
  const t = kind.texts
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={person ? t.editTitle : t.createTitle}
      description={person ? t.editIntro(person.name) : t.createIntro}
    >
      <SavePersonForm kind={kind} person={person} onSaved={onSaved} />
    </FormDialog>
  )
}

function SavePersonForm<P extends Person>({
  kind,
  person,
  onSaved,
}: Omit<PersonFormDialogProps<P>, 'open' | 'onOpenChange'>) {
  const forms = kind.useForms()
  const spec = person ? forms.edit(person) : forms.create
  const t = kind.texts
  return (
    <PersonForm
      schema={spec.schema}
      defaultValues={spec.defaultValues}
      fields={spec.fields}
      editing={person !== null}
      onSubmit={async (values) => {
        const saved = await spec.save(values)
        if (person) toast.success(t.updatedTitle, { description: t.updatedText })
        else toast.success(t.createdTitle, { description: t.createdText })
        onSaved(saved)
      }}
    />
  )
}
