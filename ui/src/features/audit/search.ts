import { optionalText, searchSchema, wholeNumber } from '@/lib/search-params'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The audit screen's URL search: its filters and page. Bad values fall away instead of failing. */
export const auditSearchSchema = searchSchema({
  residentId: optionalText({ min: 1, max: 64 }),
  userId: optionalText({ min: 1, max: 64 }),
  from: optionalText({ pattern: ISO_DATE }),
  to: optionalText({ pattern: ISO_DATE }),
  page: wholeNumber({ min: 1, coerce: true }),
})
export type AuditSearch = ReturnType<typeof auditSearchSchema.parse>
