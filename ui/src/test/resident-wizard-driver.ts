import { fireEvent, screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { completeResidentValues } from '@/test/resident-fixtures'

/** Drives the resident wizard in component tests. */

export const tab = (name: string) => screen.getByRole('tab', { name })

export const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!

/** Types into the fields in view (fast: one change event per field). */
export function fill(values: Partial<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name), { target: { value } })
  }
}

const v = completeResidentValues()

export const personal = {
  name: v.name,
  socialSecurity: v.socialSecurity,
  dateOfBirth: v.dateOfBirth,
  placeOfBirth: v.placeOfBirth,
  religion: v.religion,
  room: v.room,
}

export const contact = {
  guardianName: v.guardianName,
  residentialAddress: v.residentialAddress,
  mailingAddress: v.mailingAddress,
  phoneNumbers: v.phoneNumbers,
  contactEmail: v.contactEmail,
  username: v.username,
  password: v.password,
  confirmPassword: v.confirmPassword,
  'additionalFamilyMembers.0.name': 'Luis Núñez',
  'additionalFamilyMembers.0.contact': '+34 600 333 444',
}

export const medical = { medicalPlan: v.medicalPlan, supplement: v.supplement, allergies: v.allergies, diagnosis: v.diagnosis }

/** Fills a new resident's first three tabs and goes to Revisión (its own field left empty). */
export async function fillUpToReview(user: ReturnType<typeof userEvent.setup>) {
  fill(personal)
  await user.click(screen.getByRole('button', { name: 'Siguiente' }))
  await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
  fill(contact)
  await user.click(screen.getByRole('button', { name: 'Siguiente' }))
  await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
  fill(medical)
  await user.click(tab('Revisión'))
  await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
}
