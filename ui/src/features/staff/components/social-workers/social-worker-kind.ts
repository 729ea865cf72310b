import {
  fetchSocialWorkers,
  staffKeys,
  useCreateSocialWorker,
  useDeleteSocialWorker,
  useUpdateSocialWorker,
} from '@/features/staff/api'
import { personFields } from '@/features/staff/components/form/person-fields'
import { SOCIAL_WORKER_COLUMNS } from '@/features/staff/components/social-workers/social-worker-columns'
import { personForm, type TeamKind } from '@/features/staff/components/team-kind'
import {
  editSocialWorkerSchema,
  emptyNewSocialWorker,
  newSocialWorkerSchema,
  toEditSocialWorkerValues,
} from '@/features/staff/form-schemas'
import type { SocialWorker } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const f = es.staff.fields
const p = es.staff.placeholders

const { name, email, phone, username, password, confirmPassword } = personFields
const area = { name: 'area', label: f.area, placeholder: p.area } as const
const licenseNumber = { name: 'licenseNumber', label: f.licenseNumber, placeholder: p.licenseNumber } as const

/** Gestión de Trabajadoras Sociales: each with the area she attends and her licence number. */
export const SOCIAL_WORKERS: TeamKind<SocialWorker> = {
  texts: es.staff.socialWorkers,
  queryKey: staffKeys.socialWorkers(),
  fetch: fetchSocialWorkers,
  columns: SOCIAL_WORKER_COLUMNS,
  useRemove: () => useDeleteSocialWorker().mutateAsync,
  useForms: () => {
    const create = useCreateSocialWorker()
    const update = useUpdateSocialWorker()
    return {
      create: personForm({
        schema: newSocialWorkerSchema,
        defaultValues: emptyNewSocialWorker,
        fields: [name, area, licenseNumber, email, phone, username, password, confirmPassword],
        save: (values) => create.mutateAsync(values),
      }),
      edit: (worker) =>
        personForm({
          schema: editSocialWorkerSchema(worker.username),
          defaultValues: toEditSocialWorkerValues(worker),
          fields: [name, area, licenseNumber, email, phone, username],
          save: (values) => update.mutateAsync({ id: worker._id, input: values }),
        }),
    }
  },
}
