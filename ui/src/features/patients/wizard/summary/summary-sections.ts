import type { ResidentFormValues, WizardMode } from '@/features/patients/wizard/schema'
import type { WizardTab } from '@/features/patients/wizard/tabs'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.residentWizard
const f = t.fields
const o = t.options
const e = es.residentEssentials
const EMPTY = es.common.notAvailable

export type SummaryRow = { label: string; value: string }

export type SummarySection = { tab: WizardTab; title: string; rows: SummaryRow[] }

const text = (value: string | null | undefined) => value?.trim() || EMPTY

const date = (value: string) => formatDate(value) || text(value)

/** The labels of the ticked flags, joined: "Andador, Oxígeno". */
function ticked<K extends string>(flags: Record<K, boolean>, labels: Record<K, string>) {
  const keys = Object.keys(labels) as K[]
  return text(keys.filter((key) => flags[key]).map((key) => labels[key]).join(', '))
}

/** The label of a choice, or "Sin registrar" while none is chosen. */
const chosen = (value: string, labels: Readonly<Record<string, string>>) =>
  value === '' ? e.notRecorded : (labels[value] ?? value)

/** A row shown only while its flag is ticked (what is saved with it). */
const when = (flag: boolean, row: SummaryRow) => (flag ? [row] : [])

function password(values: ResidentFormValues, mode: WizardMode) {
  if (values.password === '') return mode === 'edit' ? t.summary.passwordUnchanged : EMPTY
  return mode === 'edit' ? t.summary.passwordChanged : t.summary.passwordSet
}

/** The Médico tab's essentials for emergencies and transfers, in screen order. */
function essentialRows(values: ResidentFormValues): SummaryRow[] {
  const directives = values.advanceDirectives
  return [
    { label: e.fields.codeStatus, value: chosen(values.codeStatus, e.codeStatus) },
    { label: e.fields.mobilityAid, value: chosen(values.mobilityAid, e.mobilityAid) },
    { label: e.fields.diet, value: text(values.diet) },
    { label: e.fields.iddsiLevel, value: chosen(values.iddsiLevel, e.iddsiLevel) },
    { label: e.fields.isolation, value: text(values.isolation) },
    {
      label: e.fields.advanceDirectives,
      value: directives.registered ? e.directives.registered : e.directives.notRegistered,
    },
    ...when(directives.registered, { label: e.fields.directivesDate, value: date(directives.date) }),
    ...when(directives.registered, { label: e.fields.directivesLocation, value: text(directives.location) }),
    { label: e.fields.representative, value: text(directives.representative) },
  ]
}

/** What the wizard will save, tab by tab, in Spanish and with "—" for what is empty. */
/** Without `familyAccess` (residents.family-access) the family username and password rows are left out. */
export function summarySections(values: ResidentFormValues, mode: WizardMode, familyAccess = true): SummarySection[] {
  const [first, second] = values.additionalFamilyMembers
  const member = (n: 1 | 2, m: typeof first): SummaryRow[] => [
    { label: f.familyName(n), value: text(m.name) },
    { label: f.familyRelationship(n), value: text(m.relationship) },
    { label: f.familyContact(n), value: text(m.contact) },
  ]
  return [
    {
      tab: 'personal',
      title: t.tabs.personal,
      rows: [
        { label: f.photo, value: values.photo ? t.summary.withPhoto : EMPTY },
        { label: f.admissionDate, value: date(values.admissionDate) },
        { label: f.name, value: text(values.name) },
        { label: f.socialSecurity, value: text(values.socialSecurity) },
        { label: f.dateOfBirth, value: date(values.dateOfBirth) },
        { label: f.placeOfBirth, value: text(values.placeOfBirth) },
        { label: f.gender, value: o.gender[values.gender] },
        { label: f.maritalStatus, value: o.maritalStatus[values.maritalStatus] },
        { label: f.religion, value: text(values.religion) },
        { label: f.room, value: text(values.room) },
        { label: f.heightCm, value: values.heightCm.trim() ? `${values.heightCm.trim()} cm` : EMPTY },
      ],
    },
    {
      tab: 'contact',
      title: t.tabs.contact,
      rows: [
        { label: f.guardianName, value: text(values.guardianName) },
        { label: f.residentialAddress, value: text(values.residentialAddress) },
        { label: f.mailingAddress, value: text(values.mailingAddress) },
        { label: f.phoneNumbers, value: text(values.phoneNumbers) },
        { label: f.contactEmail, value: text(values.contactEmail) },
        ...when(familyAccess, { label: f.username, value: text(values.username) }),
        ...when(familyAccess, { label: f.password, value: password(values, mode) }),
        ...member(1, first),
        ...member(2, second),
      ],
    },
    {
      tab: 'medical',
      title: t.tabs.medical,
      rows: [
        { label: f.medicalPlan, value: text(values.medicalPlan) },
        { label: f.supplement, value: text(values.supplement) },
        { label: f.medicalEquipment, value: ticked(values.medicalEquipment, t.flags.medicalEquipment) },
        ...when(values.medicalEquipment.others, { label: f.otherEquipmentText, value: text(values.otherEquipmentText) }),
        { label: f.allergies, value: text(values.allergies) },
        { label: f.diagnosis, value: text(values.diagnosis) },
        ...essentialRows(values),
      ],
    },
    {
      tab: 'evaluation',
      title: t.tabs.evaluation,
      rows: [
        { label: f.evaluationMethod, value: ticked(values.evaluationMethod, t.flags.evaluationMethod) },
        ...when(values.evaluationMethod.otherMethods, { label: f.otherMethodsText, value: text(values.otherMethodsText) }),
        { label: f.examinerRelationship, value: o.examinerRelationship[values.examinerRelationship] },
        { label: f.interviewDisposition, value: o.interviewDisposition[values.interviewDisposition] },
        { label: f.attention, value: o.attention[values.attention] },
        { label: f.activityLevel, value: o.activityLevel[values.activityLevel] },
        { label: f.orientation, value: ticked(values.orientation, t.flags.orientation) },
      ],
    },
    {
      tab: 'review',
      title: t.tabs.review,
      rows: [
        { label: f.residentReceipt, value: ticked(values.residentReceipt, t.flags.residentReceipt) },
        ...when(values.residentReceipt.accompanied, { label: f.accompaniedBy, value: text(values.accompaniedBy) }),
        ...when(values.residentReceipt.others, { label: f.otherReceiptText, value: text(values.otherReceiptText) }),
        { label: f.physicalCondition, value: ticked(values.physicalCondition, t.flags.physicalCondition) },
        ...when(values.physicalCondition.others, { label: f.otherConditionText, value: text(values.otherConditionText) }),
        { label: f.comments, value: text(values.comments) },
        { label: f.receivingEmployee, value: text(values.receivingEmployee) },
      ],
    },
  ]
}
