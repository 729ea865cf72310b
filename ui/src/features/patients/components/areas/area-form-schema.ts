import { z } from 'zod'
import type { AreaInput } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

const tooLong = es.validation.tooLong

/** SPEC 5: an area needs a name; its description is optional. Both are sent trimmed. */
export const areaFormSchema = z.object({
  name: z.string().trim().min(1, es.areas.validation.nameRequired).max(120, tooLong(120)),
  description: z.string().trim().max(200, tooLong(200)),
})

export type AreaFormValues = z.input<typeof areaFormSchema>

export const AREA_FORM_FIELDS = ['name', 'description'] as const satisfies readonly (keyof AreaInput)[]

/** The form's starting values: the area being edited, or blank for a new one. */
export function toAreaFormValues(area: Area | null): AreaFormValues {
  return { name: area?.name ?? '', description: area?.description ?? '' }
}
