import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { patientKeys } from '@/features/patients/api'
import { api } from '@/lib/api'
import { text } from '@/lib/schemas'

/** GET /patients/rooms: the rooms of active residents, and the free rooms former residents left. */
export const roomsSchema = z.object({
  occupied: z.array(z.object({ room: text, residentId: text, residentName: text })).catch([]),
  free: z.array(z.string()).catch([]),
})

export type Rooms = z.infer<typeof roomsSchema>

/** Under the residents' key: any change to residents fetches the rooms again. */
export function roomsQueryOptions() {
  return queryOptions({
    queryKey: [...patientKeys.all, 'rooms'] as const,
    queryFn: async () => roomsSchema.parse(await api.get<unknown>('/patients/rooms')),
  })
}

const sameRoom = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es')

/**
 * Who occupies `room` now, other than the resident being edited (`residentId`), or null. Rooms compare
 * as the server does: case aside (and the spaces around them).
 */
export function occupantOf(rooms: Rooms | undefined, room: string, residentId: string | null): string | null {
  if (!rooms || room.trim() === '') return null
  const taken = rooms.occupied.find((entry) => sameRoom(entry.room, room) && entry.residentId !== residentId)
  return taken ? taken.residentName || taken.room : null
}
