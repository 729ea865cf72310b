import { residentSchema, type Resident } from '@/features/patients/schemas'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import { emptyResidentValues } from '@/features/patients/wizard/values'

/** A new resident with every required field filled, for the wizard's tests. */
export function completeResidentValues(): ResidentFormValues {
  return {
    ...emptyResidentValues('2026-03-02'),
    name: 'María José Núñez Peña',
    socialSecurity: '281234567890',
    dateOfBirth: '1942-05-14',
    placeOfBirth: 'Ávila',
    religion: 'Católica',
    room: '12B',
    password: 'familia1',
    confirmPassword: 'familia1',
    guardianName: 'Ana Núñez (hija)',
    residentialAddress: 'Calle Mayor 3, Ávila',
    mailingAddress: 'Calle Mayor 3, Ávila',
    phoneNumbers: '+34 600 111 222',
    contactEmail: 'ana@example.es',
    username: 'familia.nunez',
    additionalFamilyMembers: [
      { name: 'Luis Núñez', relationship: 'hijo', contact: '+34 600 333 444' },
      { name: '', relationship: '', contact: '' },
    ],
    medicalPlan: 'Seguridad Social',
    supplement: 'Batido proteico',
    allergies: 'Penicilina',
    diagnosis: 'Hipertensión',
    receivingEmployee: 'Carmen Ruiz',
  }
}

/** Every clinical essential recorded (issue 29), as the API gives them. */
export const recordedEssentials: Pick<
  Resident,
  'codeStatus' | 'advanceDirectives' | 'diet' | 'iddsiLevel' | 'mobilityAid' | 'isolation'
> = {
  codeStatus: 'no-rcp',
  advanceDirectives: {
    registered: true,
    date: '2024-11-05',
    location: 'Carpeta azul del despacho de enfermería',
    representative: 'Ana Núñez (hija)',
  },
  diet: 'Diabética, sin sal',
  iddsiLevel: 5,
  mobilityAid: 'andador',
  isolation: 'Contacto (SARM)',
}

/** A saved resident as GET /patients/{id} answers it. */
export function savedResident(overrides: Partial<Resident> = {}): Resident {
  const { password: _password, confirmPassword: _confirm, ...values } = completeResidentValues()
  return residentSchema.parse({
    ...values,
    _id: 'r1',
    fullName: values.name,
    age: 83,
    area: 'a1',
    areaName: 'Planta baja',
    photo: '/api/images/i1',
    photoThumb: '/api/images/i1?size=thumb',
    archived: false,
    createdAt: '2026-03-02T09:00:00.000000Z',
    updatedAt: '2026-03-02T09:00:00.000000Z',
    heightCm: null, // the form's '' is the API's null
    ...overrides,
  })
}
