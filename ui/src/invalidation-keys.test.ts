import { describe, expect, it } from 'vitest'
import { queryKeysFor } from '@/invalidation-keys'

describe('queryKeysFor', () => {
  it.each([
    // Issue 27: residents admitted, archived or back from hospital change their care plans' states.
    ['patients', [['patients'], ['care-plans']]],
    ['areas', [['areas'], ['patients']]],
    ['medications', [['medications'], ['medications', 'attention'], ['records', 'medication-options']]],
    ['activities', [['activities']]],
    ['posts', [['posts']]],
    ['notessocialworker', [['records', 'socialNotes']]],
    ['notes', [['records', 'notes']]],
    ['vitalsigns', [['records', 'vitals']]],
    // A fall makes Downton and Tinetti due, and one with grave injury the care plan.
    // Issue 28: an incident marked as a fall makes (or, unmarked, voids) its fall in the falls register.
    ['incidents', [['records', 'incidents'], ['assessments', 'due'], ['care-plans'], ['falls']]],
    // Issue 28: a fall makes Downton and Tinetti due, a grave one the care plan; the handover tells it.
    ['falls', [['falls'], ['assessments', 'due'], ['care-plans'], ['handover']]],
    // The Kardex is part of the care plan's starting data.
    ['kardex', [['records', 'kardex'], ['mar'], ['care-plans']]],
    // Contract 12: a dose recorded by a colleague, a PRN follow-up or the round's settings.
    ['mar', [['mar']]],
    // Issue 28: a care record's diaper change is a pad change of the bowel register.
    ['care-records', [['records', 'care'], ['bowel']]],
    // Issue 27: a task recorded done, in the shift's list and no longer missing in the handover.
    ['care-tasks', [['care-tasks'], ['handover']]],
    ['staff', [['staff']]],
    ['socialworker', [['staff']]],
    ['users', [['staff']]],
    ['settings', [['settings']]],
    // Issue 15: a restraint ordered, checked, renewed or retired; issue 27: a new one makes the care plan due.
    ['restraints', [['restraints'], ['care-plans']]],
    // Issue 15: an assessment saved or deleted; issue 27: the care plan's starting data and suggestions.
    ['assessments', [['assessments'], ['care-plans']]],
    // Issue 27: a care plan drafted, saved, agreed or found due.
    ['care-plans', [['care-plans'], ['care-tasks']]],
    // Issue 25: an alert opened or attended shows in the bell and in the handover (with its comment).
    ['alerts', [['alerts'], ['handover']]],
    // Issue 28: the daily registers; a weight that is a loss makes the MNA-SF due.
    ['repositioning', [['repositioning']]],
    ['fluids', [['fluids']]],
    ['weights', [['weights'], ['assessments', 'due']]],
    ['bowel', [['bowel']]],
  ])('maps %s to its query keys', (resource, keys) => {
    expect(queryKeysFor(resource)).toEqual(keys)
  })

  it('maps unknown resources, and names of Object.prototype, to nothing', () => {
    expect(queryKeysFor('images')).toEqual([])
    expect(queryKeysFor('constructor')).toEqual([])
  })
})
