import type {
  AreaFormValues,
  InterventionFormValues,
  NeedFormValues,
  PlanFormValues,
} from '@/features/care-plans/form/form-schema'
import { AREA_IDS, type Area, type CarePlan, type Intervention, type Need } from '@/features/care-plans/schemas'
import { addDays } from '@/lib/dates'

/** A new need is reviewed with the plan: six months on unless the plan's other needs say otherwise (DESIGN 14). */
const REVIEW_DAYS = 180

/** The plan's five areas in their order, whatever the server left out or sent in another order. */
export function planAreas(plan: Pick<CarePlan, 'areas'>): Area[] {
  return AREA_IDS.map((id) => plan.areas.find((area) => area.id === id) ?? { id, contributors: [], needs: [] })
}

function interventionValues(intervention: Intervention): InterventionFormValues {
  return {
    _id: intervention._id,
    text: intervention.text,
    frequency: intervention.frequency,
    schedule: intervention.everyHours ? 'every' : intervention.times.length > 0 ? 'times' : 'none',
    everyHours: intervention.everyHours ? String(intervention.everyHours) : '',
    times: intervention.times.join(', '),
    role: intervention.role,
    responsible: intervention.responsible,
  }
}

function needValues(need: Need, pending: boolean): NeedFormValues {
  return {
    _id: need._id,
    source: need.source,
    pending,
    text: need.text,
    objective: need.objective,
    startDate: need.startDate,
    reviewDate: need.reviewDate,
    outcome: need.outcome ?? '',
    outcomeNote: need.outcomeNote,
    interventions: need.interventions.map(interventionValues),
  }
}

/**
 * Which of a draft's needs are suggestions waiting for the team: those the server drew from a scale's band when
 * it made the draft, while it has never been saved, that are not copies of the plan in force. Once the draft is
 * saved every suggestion left in it has been accepted (saving needs each one accepted or dropped).
 */
export function isPendingSuggestion(need: Need, draft: Pick<CarePlan, 'createdAt' | 'updatedAt'>, inForce: CarePlan | null) {
  if (!need.source || draft.updatedAt !== draft.createdAt) return false
  const copied = inForce?.areas.some((area) => area.needs.some((kept) => kept.text === need.text))
  return !copied
}

/** The editor's values for a draft; `inForce` is the resident's plan in force, if any. */
export function planFormValues(draft: CarePlan, inForce: CarePlan | null): PlanFormValues {
  return {
    person: { ...draft.person },
    referenceProfessional: draft.referenceProfessional,
    areas: planAreas(draft).map((area) => ({
      id: area.id,
      contributors: area.contributors.map((contributor) => ({ ...contributor })),
      needs: area.needs.map((need) => needValues(need, isPendingSuggestion(need, draft, inForce))),
    })),
  }
}

export function emptyIntervention(): InterventionFormValues {
  return { _id: '', text: '', frequency: '', schedule: 'none', everyHours: '', times: '', role: '', responsible: '' }
}

/** A need added by hand: from `today`, reviewed when the plan's other needs are (or in six months). */
export function emptyNeed(today: string, areas: readonly AreaFormValues[]): NeedFormValues {
  const other = areas.flatMap((area) => area.needs).find((need) => need.reviewDate >= today)
  return {
    _id: '',
    source: null,
    pending: false,
    text: '',
    objective: '',
    startDate: today,
    reviewDate: other?.reviewDate ?? addDays(today, REVIEW_DAYS),
    outcome: '',
    outcomeNote: '',
    interventions: [emptyIntervention()],
  }
}
