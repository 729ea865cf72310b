import type { FamilyMember, Resident, ResidentInput } from '@/features/patients/schemas'
import type { ResidentFormOutput, ResidentFormValues } from '@/features/patients/wizard/schema'
import { todayISO } from '@/lib/dates'

const noMember: FamilyMember = { name: '', relationship: '', contact: '' }

/**
 * A new resident: admitted today, the SPEC's default choices, nothing ticked; received by
 * `receivingEmployee` (the wizard gives the signed-in user's name).
 */
export function emptyResidentValues(today: string = todayISO(), receivingEmployee = ''): ResidentFormValues {
  return {
    photo: null,
    admissionDate: today,
    name: '',
    socialSecurity: '',
    dateOfBirth: '',
    placeOfBirth: '',
    gender: 'male',
    maritalStatus: 'single',
    religion: '',
    room: '',
    heightCm: '',
    password: '',
    confirmPassword: '',
    guardianName: '',
    residentialAddress: '',
    mailingAddress: '',
    phoneNumbers: '',
    contactEmail: '',
    username: '',
    additionalFamilyMembers: [{ ...noMember }, { ...noMember }],
    medicalPlan: '',
    supplement: '',
    medicalEquipment: { wheelchair: false, walker: false, oxygen: false, others: false },
    otherEquipmentText: '',
    allergies: '',
    diagnosis: '',
    codeStatus: '',
    advanceDirectives: { registered: false, date: '', location: '', representative: '' },
    diet: '',
    iddsiLevel: '',
    mobilityAid: '',
    isolation: '',
    evaluationMethod: { observation: false, interview: false, fileStudy: false, familyInterview: false, otherMethods: false },
    otherMethodsText: '',
    examinerRelationship: 'positive',
    interviewDisposition: 'interested',
    attention: 'adequate',
    activityLevel: 'adequateActivity',
    orientation: { place: false, time: false, person: false },
    residentReceipt: { wheelchair: false, walks: false, ambulance: false, accompanied: false, others: false },
    accompaniedBy: '',
    otherReceiptText: '',
    physicalCondition: {
      bruises: false,
      ulcers: false,
      injuries: false,
      cast: false,
      laceratedSkin: false,
      fungus: false,
      others: false,
    },
    otherConditionText: '',
    comments: '',
    receivingEmployee,
  }
}

/** A saved resident in the form; the family password starts empty ("unchanged"). */
export function residentToFormValues(resident: Resident): ResidentFormValues {
  const [first = noMember, second = noMember] = resident.additionalFamilyMembers
  return {
    photo: resident.photo,
    admissionDate: resident.admissionDate,
    name: resident.name,
    socialSecurity: resident.socialSecurity,
    dateOfBirth: resident.dateOfBirth,
    placeOfBirth: resident.placeOfBirth,
    gender: resident.gender,
    maritalStatus: resident.maritalStatus,
    religion: resident.religion,
    room: resident.room,
    heightCm: resident.heightCm === null ? '' : String(resident.heightCm),
    password: '',
    confirmPassword: '',
    guardianName: resident.guardianName,
    residentialAddress: resident.residentialAddress,
    mailingAddress: resident.mailingAddress,
    phoneNumbers: resident.phoneNumbers,
    contactEmail: resident.contactEmail,
    username: resident.username,
    additionalFamilyMembers: [{ ...first }, { ...second }],
    medicalPlan: resident.medicalPlan,
    supplement: resident.supplement,
    medicalEquipment: { ...resident.medicalEquipment },
    otherEquipmentText: resident.otherEquipmentText,
    allergies: resident.allergies,
    diagnosis: resident.diagnosis,
    codeStatus: resident.codeStatus ?? '',
    advanceDirectives: { ...resident.advanceDirectives, date: resident.advanceDirectives.date ?? '' },
    diet: resident.diet,
    iddsiLevel: resident.iddsiLevel === null ? '' : String(resident.iddsiLevel),
    mobilityAid: resident.mobilityAid,
    isolation: resident.isolation,
    evaluationMethod: { ...resident.evaluationMethod },
    otherMethodsText: resident.otherMethodsText,
    examinerRelationship: resident.examinerRelationship,
    interviewDisposition: resident.interviewDisposition,
    attention: resident.attention,
    activityLevel: resident.activityLevel,
    orientation: { ...resident.orientation },
    residentReceipt: { ...resident.residentReceipt },
    accompaniedBy: resident.accompaniedBy,
    otherReceiptText: resident.otherReceiptText,
    physicalCondition: { ...resident.physicalCondition },
    otherConditionText: resident.otherConditionText,
    comments: resident.comments,
    receivingEmployee: resident.receivingEmployee,
  }
}

/**
 * The body of create or update. A text that belongs to an unticked flag is sent empty (kept in the form
 * meanwhile, so unticking by mistake loses nothing); so are the advance directives' date (null) and place
 * while they are not registered. The photo goes as it is: a data URL for a new one, null to remove it, the
 * current URL to keep it.
 */
export function toResidentInput(
  values: ResidentFormOutput,
  area?: string | null,
  { familyAccess = true } = {},
): ResidentInput {
  const only = (ticked: boolean, text: string) => (ticked ? text : '')
  // Without residents.family-access the family account is not touched: no username or password is sent.
  const { username, password, confirmPassword, ...rest } = values
  const directives = values.advanceDirectives
  return {
    ...rest,
    ...(familyAccess && { username, password, confirmPassword }),
    area,
    additionalFamilyMembers: [...values.additionalFamilyMembers],
    otherEquipmentText: only(values.medicalEquipment.others, values.otherEquipmentText),
    otherMethodsText: only(values.evaluationMethod.otherMethods, values.otherMethodsText),
    accompaniedBy: only(values.residentReceipt.accompanied, values.accompaniedBy),
    otherReceiptText: only(values.residentReceipt.others, values.otherReceiptText),
    otherConditionText: only(values.physicalCondition.others, values.otherConditionText),
    advanceDirectives: {
      registered: directives.registered,
      date: directives.registered && directives.date ? directives.date : null,
      location: only(directives.registered, directives.location),
      representative: directives.representative,
    },
  }
}
