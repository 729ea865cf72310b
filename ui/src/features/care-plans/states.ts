/**
 * Where a resident's plan stands (GET /care-plans/status, DESIGN 14). Its own file without imports: the
 * home-wide page's address filters by it, and route search schemas are part of the entry every page loads.
 */
export const PLAN_STATES = ['vigente', 'vence-pronto', 'borrador', 'vencido', 'sin-plan'] as const
export type PlanState = (typeof PLAN_STATES)[number]
