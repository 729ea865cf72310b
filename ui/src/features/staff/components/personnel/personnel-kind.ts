import { fetchPersonnel, staffKeys, useCreateStaff, useDeleteStaff, useUpdateStaff } from '@/features/staff/api'
import { personFields } from '@/features/staff/components/form/person-fields'
import { PERSONNEL_COLUMNS } from '@/features/staff/components/personnel/personnel-columns'
import { personForm, type TeamKind } from '@/features/staff/components/team-kind'
import {
  editStaffSchema,
  emptyNewStaff,
  newStaffSchema,
  toEditStaffValues,
  toNewStaffInput,
  toStaffUpdateInput,
} from '@/features/staff/form-schemas'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const f = es.staff.fields

const specialty = {
  name: 'specialty',
  label: f.specialty,
  optional: true,
  placeholder: es.staff.placeholders.specialty,
} as const

const { name, email, phone, username, password, confirmPassword } = personFields

/** Gestión de Personal: doctors, nurses and administrative staff ("Nuevo Personal" asks for the Cargo). */
export const PERSONNEL: TeamKind<StaffMember> = {
  texts: es.staff.personnel,
  queryKey: staffKeys.personnel(),
  fetch: fetchPersonnel,
  columns: PERSONNEL_COLUMNS,
  useRemove: () => useDeleteStaff().mutateAsync,
  useForms: () => {
    const create = useCreateStaff()
    const update = useUpdateStaff()
    return {
      create: personForm({
        schema: newStaffSchema,
        defaultValues: emptyNewStaff,
        fields: [
          name,
          { name: 'role', label: f.position, kind: 'position' },
          specialty,
          email,
          phone,
          username,
          password,
          confirmPassword,
        ],
        save: (values) => create.mutateAsync(toNewStaffInput(values)),
      }),
      edit: (member) =>
        personForm({
          schema: editStaffSchema(member.username),
          defaultValues: toEditStaffValues(member),
          fields: [name, { name: 'position', label: f.position, kind: 'position' }, specialty, email, phone, username],
          save: (values) => update.mutateAsync(toStaffUpdateInput(member._id, values)),
        }),
    }
  },
}
