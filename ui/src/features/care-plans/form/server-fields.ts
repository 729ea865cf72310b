import type { Path } from 'react-hook-form'
import type { PlanFormValues } from '@/features/care-plans/form/form-schema'
import { ApiError, isApiError } from '@/lib/api'

const NEED_FIELDS = ['text', 'objective', 'startDate', 'reviewDate', 'outcome', 'outcomeNote'] as const
const INTERVENTION_FIELDS = ['text', 'frequency', 'everyHours', 'times', 'role', 'responsible'] as const

/**
 * Every field of the editor as the server names it in a refusal (`areas.0.needs.1.objective`): the server's
 * paths follow the body, which follows the form, so its messages land on the field they are about.
 */
export function planFieldNames(values: PlanFormValues): Path<PlanFormValues>[] {
  const names = ['person.biography', 'person.preferences', 'person.matters', 'referenceProfessional']
  values.areas.forEach((area, a) => {
    area.contributors.forEach((_, c) => names.push(`areas.${a}.contributors.${c}.name`, `areas.${a}.contributors.${c}.role`))
    area.needs.forEach((need, n) => {
      const needPath = `areas.${a}.needs.${n}`
      names.push(...NEED_FIELDS.map((field) => `${needPath}.${field}`))
      need.interventions.forEach((_, i) => names.push(...INTERVENTION_FIELDS.map((field) => `${needPath}.interventions.${i}.${field}`)))
    })
  })
  return names as Path<PlanFormValues>[]
}

/** A server path of the editor's refusals as the form names it: one time of an intervention is its field of times. */
export const planFieldOf = (path: string) => path.replace(/\.times\.\d+$/, '.times')

/**
 * A refusal as a form shows it: each field message under the form's name for it (`fieldOf`), and the banner
 * saying, besides the server's message, whatever no field of the form can show (an area with too many needs, a
 * draft without a reference professional when approving it).
 */
export function refusalOnFields(error: unknown, names: readonly string[], fieldOf: (path: string) => string): unknown {
  if (!isApiError(error)) return error
  const fields: Record<string, string> = {}
  for (const [path, message] of Object.entries(error.fields)) fields[fieldOf(path)] ??= message
  const unshown = Object.entries(fields).flatMap(([key, message]) => (names.includes(key) ? [] : [message]))
  return new ApiError(error.status, [error.message, ...unshown].join('\n'), fields, error.sessionExpired, error.existingId)
}
