import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The API's shapes for activities (GET /activities and the answers of create and update). */

export const activitySchema = z.object({
  _id: z.string().min(1),
  title: text,
  description: text,
  location: text,
  /** `YYYY-MM-DD`. */
  startDate: text,
  /** `HH:MM`. */
  startTime: text,
  endDate: text,
  endTime: text,
  createdBy: text,
  createdByName: text,
  /** The server's answer: the caller may edit and delete it (its author, or content.edit-any). */
  canEdit: z.boolean().catch(false),
  createdAt: text,
})

export type Activity = z.infer<typeof activitySchema>

/** What create and update send (the server signs with the caller, so no createdBy). */
export type ActivityInput = Pick<
  Activity,
  'title' | 'description' | 'location' | 'startDate' | 'startTime' | 'endDate' | 'endTime'
>
