/**
 * Query keys of the residents' records: ['records', kind, residentId]. In lib/ because more than the
 * resident's page reads them: the medication round refetches the Kardex after a dose.
 */
export const recordKeys = {
  all: ['records'] as const,
  kind: <K extends string>(kind: K) => [...recordKeys.all, kind] as const,
  list: <K extends string>(kind: K, residentId: string) => [...recordKeys.kind(kind), residentId] as const,
  /** The record tab's list, read in pages (DESIGN 13); under `list`, so whatever refetches a list refetches it. */
  pages: <K extends string>(kind: K, residentId: string) => [...recordKeys.list(kind, residentId), 'pages'] as const,
  /** The records of a period, `YYYY-MM-DD` both included (the vitals chart). */
  period: <K extends string>(kind: K, residentId: string, from: string, to: string) =>
    [...recordKeys.list(kind, residentId), 'period', from, to] as const,
  /** The Kardex dialog's medication choices (GET /medications/all, read its own way). */
  medicationOptions: () => [...recordKeys.all, 'medication-options'] as const,
}
