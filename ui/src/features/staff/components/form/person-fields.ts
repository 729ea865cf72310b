import { es } from '@/i18n/es'

const f = es.staff.fields
const p = es.staff.placeholders

/**
 * The fields every staff form shares, each valid for any form that has a value of that name (so one list
 * serves personnel and social workers, on create and on edit).
 */
export const personFields = {
  name: { name: 'name', label: f.name, placeholder: p.name, wide: true },
  email: { name: 'email', label: f.email, kind: 'email', optional: true, placeholder: p.email },
  phone: { name: 'phone', label: f.phone, kind: 'tel', placeholder: p.phone },
  username: { name: 'username', label: f.username, hint: es.staff.hints.username, wide: true },
  password: { name: 'password', label: f.password, kind: 'password', hint: es.staff.hints.password },
  confirmPassword: { name: 'confirmPassword', label: f.confirmPassword, kind: 'password' },
} as const
