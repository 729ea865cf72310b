import type { Intervention } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'

const t = es.carePlans.view

/** When it is done, as the shift's task list has it: «cada 3 h», «a las 11:00, 17:00», or '' without a set time. */
export function interventionSchedule(intervention: Pick<Intervention, 'everyHours' | 'times'>): string {
  if (intervention.everyHours) return t.everyHours(intervention.everyHours)
  return intervention.times.length > 0 ? t.at(intervention.times.join(', ')) : ''
}

/** Who does it: the role and the named professional, either or both. */
export function interventionWho(intervention: Pick<Intervention, 'role' | 'responsible'>): string {
  return [intervention.role, intervention.responsible].filter(Boolean).join(' · ')
}
