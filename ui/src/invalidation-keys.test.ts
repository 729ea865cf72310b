import { describe, expect, it } from 'vitest'
import { queryKeysFor } from '@/invalidation-keys'

describe('queryKeysFor', () => {
  it.each([
    ['patients', [['patients']]],
    ['areas', [['areas'], ['patients']]],
    ['medications', [['medications'], ['medications', 'attention'], ['records', 'medication-options']]],
    ['activities', [['activities']]],
    ['posts', [['posts']]],
    ['notessocialworker', [['records', 'socialNotes']]],
    ['notes', [['records', 'notes']]],
    ['vitalsigns', [['records', 'vitals']]],
    // A fall makes Downton and Tinetti due.
    ['incidents', [['records', 'incidents'], ['assessments', 'due']]],
    ['kardex', [['records', 'kardex'], ['mar']]],
    // Contract 12: a dose recorded by a colleague, a PRN follow-up or the round's settings.
    ['mar', [['mar']]],
    ['care-records', [['records', 'care']]],
    // Issue 27: a task recorded done, in the shift's list and no longer missing in the handover.
    ['care-tasks', [['care-tasks'], ['handover']]],
    ['staff', [['staff']]],
    ['socialworker', [['staff']]],
    ['users', [['staff']]],
    ['settings', [['settings']]],
    // Issue 15: a restraint ordered, checked, renewed or retired.
    ['restraints', [['restraints']]],
    // Issue 15: an assessment saved or deleted.
    ['assessments', [['assessments']]],
    // Issue 25: an alert opened or attended shows in the bell and in the handover (with its comment).
    ['alerts', [['alerts'], ['handover']]],
  ])('maps %s to its query keys', (resource, keys) => {
    expect(queryKeysFor(resource)).toEqual(keys)
  })

  it('maps unknown resources, and names of Object.prototype, to nothing', () => {
    expect(queryKeysFor('images')).toEqual([])
    expect(queryKeysFor('constructor')).toEqual([])
  })
})
