import type { UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { useCreateResident, useUpdateResident } from '@/features/patients/api'
import type { Resident } from '@/features/patients/schemas'
import { serverErrorLines } from '@/features/patients/wizard/error-lines'
import type { ResidentFormOutput, ResidentFormValues } from '@/features/patients/wizard/schema'
import { ALL_FIELDS, firstTabOf } from '@/features/patients/wizard/tabs'
import type { Banner, WizardNavigation } from '@/features/patients/wizard/use-wizard-navigation'
import { residentToFormValues, toResidentInput } from '@/features/patients/wizard/values'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'

const t = es.residentWizard

type SaveOptions = {
  form: UseFormReturn<ResidentFormValues, unknown, ResidentFormOutput>
  /** The resident being edited, or null for a new one. */
  resident: Resident | null
  navigation: WizardNavigation
  banner: Banner
  onSaved?: (resident: Resident) => void
  /** residents.family-access: without it no family username or password is sent. */
  familyAccess: boolean
}

/**
 * Registrar / Actualizar. A refusal keeps everything typed: its message goes to a toast titled Error,
 * its field messages onto the fields and into the banner, and the first tab holding one is shown.
 */
export function useSaveResident({ form, resident, navigation, banner, onSaved, familyAccess }: SaveOptions) {
  const create = useCreateResident()
  const update = useUpdateResident()

  async function onValid(values: ResidentFormOutput) {
    banner.clear()
    const input = toResidentInput(values, resident ? undefined : null, { familyAccess })
    let saved: Resident
    try {
      saved = resident ? await update.mutateAsync({ id: resident._id, input }) : await create.mutateAsync(input)
    } catch (error) {
      const message = notifyError(error, t.errorTitle)
      if (!message) return
      const fields = isApiError(error) ? error.fields : {}
      const lines = serverErrorLines(fields)
      banner.show(lines.length > 0 ? lines.join('\n') : message)
      navigation.show(firstTabOf(Object.keys(fields)) ?? navigation.tab)
      setServerFieldErrors(error, ALL_FIELDS, form.setError)
      return
    }
    if (resident) toast.success(t.updatedTitle, { description: t.updatedDescription })
    else toast.success(t.createdTitle, { description: t.createdDescription })
    form.reset(residentToFormValues(saved))
    onSaved?.(saved)
  }

  function onInvalid() {
    navigation.reportInvalid(ALL_FIELDS)
  }

  return { onValid, onInvalid }
}
