import { describe, expect, it } from 'vitest'
import { ALL_FIELDS, WIZARD_TABS, firstTabOf, tabOfField, tabsToValidate } from '@/features/patients/wizard/tabs'

describe('wizard tabs', () => {
  it('come in the fixed order Personal, Contacto, Médico, Evaluación, Revisión', () => {
    expect(WIZARD_TABS).toEqual(['personal', 'contact', 'medical', 'evaluation', 'review'])
  })

  it('hold every field once', () => {
    expect(new Set(ALL_FIELDS).size).toBe(ALL_FIELDS.length)
  })

  it('find the tab of a field, of a relative’s or the directives’ field and of a flag inside a group', () => {
    expect(tabOfField('room')).toBe('personal')
    expect(tabOfField('additionalFamilyMembers.1.contact')).toBe('contact')
    expect(tabOfField('medicalEquipment.others')).toBe('medical')
    expect(tabOfField('advanceDirectives.date')).toBe('medical')
    expect(tabOfField('iddsiLevel')).toBe('medical')
    expect(tabOfField('attention')).toBe('evaluation')
    expect(tabOfField('receivingEmployee')).toBe('review')
    expect(tabOfField('area')).toBeUndefined()
  })

  it('find the first tab, in wizard order, holding one of some fields', () => {
    expect(firstTabOf(['receivingEmployee', 'username', 'photo'])).toBe('personal')
    expect(firstTabOf(['diagnosis', 'username'])).toBe('contact')
    expect(firstTabOf(['area'])).toBeUndefined()
  })
})

describe('tabsToValidate', () => {
  it('checks the current tab when moving one step forward', () => {
    expect(tabsToValidate('personal', 'contact')).toEqual(['personal'])
  })

  it('checks every tab in between when jumping forward, not the target', () => {
    expect(tabsToValidate('personal', 'review')).toEqual(['personal', 'contact', 'medical', 'evaluation'])
    expect(tabsToValidate('contact', 'evaluation')).toEqual(['contact', 'medical'])
  })

  it('checks nothing when moving back or staying', () => {
    expect(tabsToValidate('review', 'personal')).toEqual([])
    expect(tabsToValidate('medical', 'medical')).toEqual([])
  })
})
