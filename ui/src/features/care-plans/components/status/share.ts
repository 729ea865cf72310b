import type { PlanStatusRow } from '@/features/care-plans/api/care-plan-status'
import { PLAN_STATES, type PlanState } from '@/features/care-plans/states'

/** A plan is current while it is vigente, due soon included (DESIGN 14's «share of residents with a current plan»). */
export const CURRENT_STATES: readonly PlanState[] = ['vigente', 'vence-pronto']

/** How many residents have a current plan, of how many, and the share as a whole percentage (0 with nobody). */
export function currentShare(rows: readonly PlanStatusRow[]) {
  const current = rows.filter((row) => CURRENT_STATES.includes(row.state)).length
  return { current, total: rows.length, percent: rows.length === 0 ? 0 : Math.round((current / rows.length) * 100) }
}

/** How many residents are in each state. */
export function countByState(rows: readonly PlanStatusRow[]): Record<PlanState, number> {
  const counts = Object.fromEntries(PLAN_STATES.map((state) => [state, 0])) as Record<PlanState, number>
  for (const row of rows) counts[row.state] += 1
  return counts
}
