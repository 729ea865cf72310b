import { z } from 'zod'
import { text } from '@/lib/schemas'

export const SEVERITIES = ['none', 'low', 'medium', 'high'] as const
/** How serious a band is (DESIGN 11); a `high` one opens an assessment-risk alert. */
export type Severity = (typeof SEVERITIES)[number]

const severity = z.enum(SEVERITIES).catch('none')

/** One answer of an item; `value` is unique within the item and is what is sent. */
export const scaleOptionSchema = z.object({ value: z.string(), label: text, points: z.number() })
export type ScaleOption = z.infer<typeof scaleOptionSchema>

/** One question; `section` groups items on screen (MEC's "Orientación"). */
export const scaleItemSchema = z.object({
  id: z.string().min(1),
  section: text,
  text: text,
  options: z.array(scaleOptionSchema),
})
export type ScaleItem = z.infer<typeof scaleItemSchema>

/** A score range, both ends included, with its meaning. */
export const scaleBandSchema = z.object({ from: z.number(), to: z.number(), label: text, severity })
export type ScaleBand = z.infer<typeof scaleBandSchema>

/** A scale as data (GET /assessment-scales, DESIGN 11 and contract-15): the server scores with it. */
export const scaleSchema = z.object({
  id: z.string().min(1),
  name: text,
  version: text,
  /** How to give the instrument where it changes the score (optional). */
  instructions: text,
  min: z.number(),
  max: z.number(),
  items: z.array(scaleItemSchema),
  bands: z.array(scaleBandSchema),
  reassessDays: z.number(),
})
export type Scale = z.infer<typeof scaleSchema>

/** An assessment as the server saved and scored it (POST and GET /assessments). */
export const assessmentSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  scale: text,
  version: text,
  /** Calendar date, YYYY-MM-DD. */
  date: text,
  answers: z
    .record(z.string(), z.string())
    .nullish()
    .transform((value) => value ?? {}),
  score: z.number(),
  band: z.object({ label: text, severity }),
  notes: text,
  createdBy: text,
  createdByName: text,
  /** RFC 3339 UTC. */
  createdAt: text,
  /** The author within 24 hours, or records.delete-any. */
  canDelete: z.boolean().catch(false),
})
export type Assessment = z.infer<typeof assessmentSchema>

/** A scale a resident should be assessed on (GET /assessments/due). */
export const dueAssessmentSchema = z.object({
  residentId: z.string().min(1),
  residentName: text,
  room: text,
  scale: z.string().min(1),
  scaleName: text,
  /** null when the scale was never done (only listed after a fall). */
  lastDate: z.string().nullish().transform((value) => value ?? null),
  dueSince: text,
  reason: z.enum(['reassess', 'fall', 'weight-loss']).catch('reassess'),
})
export type DueAssessment = z.infer<typeof dueAssessmentSchema>
