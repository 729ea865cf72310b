import type { QueryKey } from '@tanstack/react-query'
import { activityKeys } from '@/features/activities/api'
import { alertKeys } from '@/features/alerts/api'
import { assessmentKeys } from '@/features/assessments/api'
import { carePlanKeys } from '@/features/care-plans/keys'
import { attentionKeys } from '@/features/dashboard/api'
import { fallKeys } from '@/features/falls/keys'
import { bowelKeys, fluidKeys, repositioningKeys, weightKeys } from '@/features/daily-registers/keys'
import { careTaskKeys } from '@/features/care-tasks/keys'
import { handoverKeys } from '@/features/handover/api'
import { medicationKeys } from '@/features/inventory/api'
import { marKeys } from '@/features/mar/api'
import { patientKeys } from '@/features/patients/api'
import { vitalRangeKeys } from '@/features/patients/records/vitals/api'
import { postKeys } from '@/features/posts/api'
import { restraintKeys } from '@/features/restraints/api'
import { settingsKeys } from '@/features/settings/api'
import { skinLesionKeys } from '@/features/skin-lesions/keys'
import { staffKeys } from '@/features/staff/api'
import { areaKeys } from '@/lib/areas'
import { recordKeys } from '@/lib/record-keys'

/**
 * What to fetch again when the server says a resource changed (the websocket's `invalidate` event,
 * whose resource is the first path segment after /api/). The one place that knows every feature's keys.
 * The names are the server's (server/invalidation.go); a Go test fails when one has no entry here, or an
 * entry here names nothing the server announces.
 */
const keysByResource: Record<string, readonly QueryKey[]> = {
  // A resident admitted, archived or back from hospital changes the care plans' states (issue 27).
  patients: [patientKeys.all, carePlanKeys.all],
  // An area's name shows in the resident list, and deleting one takes its residents out of it.
  areas: [areaKeys.all, patientKeys.all],
  // A medication's name and stock show in the inventory, the dashboard and the Kardex dialog's choices.
  medications: [medicationKeys.all, attentionKeys.list(), recordKeys.medicationOptions()],
  activities: [activityKeys.all],
  posts: [postKeys.all],
  notessocialworker: [recordKeys.kind('socialNotes')],
  notes: [recordKeys.kind('notes')],
  vitalsigns: [recordKeys.kind('vitals')],
  // A resident's reference ranges decide which of their readings are out of range (each record's outOfRange).
  'vital-ranges': [vitalRangeKeys.all, recordKeys.kind('vitals')],
  // A fall (an incident) makes Downton and Tinetti due.
  // A fall makes Downton and Tinetti due; a fall with grave injury makes the care plan due (issue 27); an incident
  // marked as a fall makes (or, unmarked, voids) its fall in the falls register (issue 28).
  incidents: [recordKeys.kind('incidents'), assessmentKeys.dueAll(), carePlanKeys.all, fallKeys.all],
  // Issue 28: a fall recorded, completed or voided (the tab «Caídas»): it makes Downton and Tinetti due, a grave one
  // the care plan, and the shift's handover tells it.
  falls: [fallKeys.all, assessmentKeys.dueAll(), carePlanKeys.all, handoverKeys.all],
  // A Kardex change moves the medication round's doses (schedules), and a dose shows in both.
  kardex: [recordKeys.kind('kardex'), marKeys.all, carePlanKeys.all],
  // The medication round (/api/mar): a colleague's dose, a PRN follow-up, the round's settings.
  mar: [marKeys.all],
  // Issue 28: a daily care record's diaper change is a pad change of the bowel register.
  'care-records': [recordKeys.kind('care'), bowelKeys.all],
  // Issue 27: a care plan's task recorded done (the shift's list, the dashboard) is no longer missing in the handover.
  'care-tasks': [careTaskKeys.all, handoverKeys.all],
  staff: [staffKeys.all],
  socialworker: [staffKeys.all],
  // Profiles, roles and password resets change the staff lists.
  users: [staffKeys.all],
  settings: [settingsKeys.all],
  // Issue 13: an alert opened or attended (the queue, the sidebar's count, the resident's page, the dashboard);
  // issue 25: the bell's open alerts, and the handover, which tells open alerts and attended ones with their comment.
  alerts: [alertKeys.all, handoverKeys.all],
  // A note or a reading of the shift handover.
  handover: [handoverKeys.all],
  // Issue 15: a restraint ordered, checked, renewed or retired (the resident's tab and the banner atop the page);
  // issue 27: a new one makes the care plan due, and the plan's starting data lists the active ones.
  restraints: [restraintKeys.all, carePlanKeys.all],
  // Issue 15: an assessment saved or deleted (the resident's tab, what is due there and on the dashboard); issue 27:
  // the plan's starting data and suggestions come from the latest, and a Barthel drop makes the plan due.
  assessments: [assessmentKeys.all, carePlanKeys.all],
  // Issue 27: a plan drafted, saved or agreed, a plan found due, the due-date settings (the tab PAI, «Planes de
  // atención», the dashboard); agreeing one changes the shift's tasks.
  'care-plans': [carePlanKeys.all, careTaskKeys.all],
  // Issue 28: a skin lesion recorded, followed, closed or voided (the tab Piel); one arisen in the residencia makes
  // the care plan due.
  'skin-lesions': [skinLesionKeys.all, carePlanKeys.all],
  // Issue 28: the daily registers (the resident's «Seguimiento», the shift's «Cambios posturales»); a weight that is
  // a loss makes the MNA-SF due.
  repositioning: [repositioningKeys.all],
  fluids: [fluidKeys.all],
  weights: [weightKeys.all, assessmentKeys.dueAll()],
  bowel: [bowelKeys.all],
}

/** The query keys (prefixes) that a change to `resource` makes stale; none for resources the UI does not list. */
export function queryKeysFor(resource: string): readonly QueryKey[] {
  return Object.hasOwn(keysByResource, resource) ? keysByResource[resource] : []
}
