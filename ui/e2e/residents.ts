import { randomInt, randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from './fixtures'
import { demo } from './helpers'

/** A bearer token for API calls made by a test (the demo administrative account by default). */
export async function apiToken(request: APIRequestContext, identifier = demo.username, password = demo.password) {
  const res = await request.post('/api/auth/signin', { data: { identifier, password, rememberMe: false } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

/** POST /api<path> with a bearer token; expects success and answers the JSON. */
export async function apiPost(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(res.ok(), await res.text()).toBe(true)
  return res.json()
}

export type CreatedResident = { _id: string; name: string; room: string }

/**
 * Registers a resident through POST /patients/create-new-patient with a complete valid body (room, social
 * security number and family username are random, so parallel tests never collide).
 */
export async function createResident(
  request: APIRequestContext,
  token: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const id = randomUUID().slice(0, 8)
  const body = {
    admissionDate: '2025-03-02',
    name,
    socialSecurity: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999)),
    dateOfBirth: '1941-05-14',
    placeOfBirth: 'Ávila',
    gender: 'female',
    maritalStatus: 'widowed',
    religion: 'Católica',
    room: `E2E-${id}`,
    area: null,
    photo: null,
    password: 'familia-123',
    confirmPassword: 'familia-123',
    guardianName: 'Ana Pérez (hija)',
    residentialAddress: 'Calle Mayor 1, 05001 Ávila',
    mailingAddress: 'Calle Mayor 1, 05001 Ávila',
    phoneNumbers: '+34 600 111 222',
    contactEmail: 'familia@example.es',
    username: `fam-${id}`,
    additionalFamilyMembers: [
      { name: 'Luis Pérez', relationship: 'hijo', contact: '+34 600 333 444' },
      { name: '', relationship: '', contact: '' },
    ],
    medicalPlan: 'Seguridad Social',
    supplement: 'Ninguno',
    medicalEquipment: { wheelchair: false, walker: true, oxygen: false, others: false },
    otherEquipmentText: '',
    allergies: 'Ninguna conocida',
    diagnosis: 'Hipertensión controlada',
    evaluationMethod: {
      observation: true,
      interview: false,
      fileStudy: false,
      familyInterview: false,
      otherMethods: false,
    },
    otherMethodsText: '',
    examinerRelationship: 'positive',
    interviewDisposition: 'interested',
    attention: 'adequate',
    activityLevel: 'adequateActivity',
    orientation: { place: true, time: true, person: true },
    residentReceipt: { wheelchair: false, walks: true, ambulance: false, accompanied: false, others: false },
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
    comments: 'Creado por una prueba automática.',
    receivingEmployee: 'Carmen Ruiz',
    ...extra,
  }
  const res = await request.post('/api/patients/create-new-patient', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as CreatedResident
}

/** PATCH /patients/archive/{id}: archives an active resident (or brings an archived one back). */
export async function toggleArchive(request: APIRequestContext, token: string, id: string) {
  const res = await request.patch(`/api/patients/archive/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
}
