import type { FieldPath } from 'react-hook-form'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'

/** The wizard's tabs, in their fixed order (SPEC 2). */
export const WIZARD_TABS = ['personal', 'contact', 'medical', 'evaluation', 'review'] as const

export type WizardTab = (typeof WIZARD_TABS)[number]

export type ResidentField = FieldPath<ResidentFormValues>

/**
 * The fields each tab holds and checks before moving on (SPEC 5 "Resident wizard"), in screen order.
 * Flag groups are listed whole; the relatives and the advance directives field by field, as the server names
 * their errors.
 */
export const TAB_FIELDS: Record<WizardTab, readonly ResidentField[]> = {
  personal: [
    'photo',
    'admissionDate',
    'name',
    'socialSecurity',
    'dateOfBirth',
    'placeOfBirth',
    'gender',
    'maritalStatus',
    'religion',
    'room',
    'heightCm',
  ],
  contact: [
    'guardianName',
    'residentialAddress',
    'mailingAddress',
    'phoneNumbers',
    'contactEmail',
    'username',
    'password',
    'confirmPassword',
    'additionalFamilyMembers.0.name',
    'additionalFamilyMembers.0.relationship',
    'additionalFamilyMembers.0.contact',
    'additionalFamilyMembers.1.name',
    'additionalFamilyMembers.1.relationship',
    'additionalFamilyMembers.1.contact',
  ],
  medical: [
    'medicalPlan',
    'supplement',
    'medicalEquipment',
    'otherEquipmentText',
    'allergies',
    'diagnosis',
    'codeStatus',
    'mobilityAid',
    'diet',
    'iddsiLevel',
    'isolation',
    'advanceDirectives.registered',
    'advanceDirectives.date',
    'advanceDirectives.location',
    'advanceDirectives.representative',
  ],
  evaluation: [
    'evaluationMethod',
    'otherMethodsText',
    'examinerRelationship',
    'interviewDisposition',
    'attention',
    'activityLevel',
    'orientation',
  ],
  review: [
    'residentReceipt',
    'accompaniedBy',
    'otherReceiptText',
    'physicalCondition',
    'otherConditionText',
    'comments',
    'receivingEmployee',
  ],
}

/** Every field of the form, tab by tab. */
export const ALL_FIELDS: readonly ResidentField[] = WIZARD_TABS.flatMap((tab) => TAB_FIELDS[tab])

/** The tab holding a field; a server key inside a flag group ("medicalEquipment.others") counts too. */
export function tabOfField(name: string): WizardTab | undefined {
  return WIZARD_TABS.find((tab) => TAB_FIELDS[tab].some((field) => name === field || name.startsWith(`${field}.`)))
}

/** The first tab, in wizard order, holding one of the given fields. */
export function firstTabOf(names: readonly string[]): WizardTab | undefined {
  return WIZARD_TABS.find((tab) => names.some((name) => tabOfField(name) === tab))
}

/**
 * The tabs to check before showing `to`: from the current one up to the one before `to`. Moving back
 * (or staying) checks nothing.
 */
export function tabsToValidate(from: WizardTab, to: WizardTab): WizardTab[] {
  return WIZARD_TABS.slice(WIZARD_TABS.indexOf(from), WIZARD_TABS.indexOf(to))
}
