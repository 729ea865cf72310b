/**
 * The medication inventory's categories. Apart from schemas.ts (zod) because the router reads them in the URL of
 * /inventory, in the entry every page loads (issue 16).
 */
export const CATEGORIES = ['Analgesic', 'Antibiotic', 'Hormone', 'Anti-inflammatory', 'Antacid', 'Other'] as const
export type Category = (typeof CATEGORIES)[number]
