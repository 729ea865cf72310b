import type { Handover, HandoverItem, HandoverNote, ReadReceipt } from '@/features/handover/schemas'

/** Items the incoming shift must not miss: shown highlighted. */
export const URGENT_KINDS: ReadonlySet<string> = new Set(['fall', 'incident', 'alert', 'dose-missed', 'vital'])

export function isUrgent(item: Pick<HandoverItem, 'kind'>): boolean {
  return URGENT_KINDS.has(item.kind)
}

/** `YYYY-MM-DDTHH:MM` (Madrid wall clock) as "HH:MM"; with the day ("21/11 01:30") when not `onDate`. */
export function wallClock(at: string, onDate?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(at)
  if (!match) return at
  const [, year, month, day, time] = match
  return onDate && `${year}-${month}-${day}` !== onDate ? `${day}/${month} ${time}` : time
}

/** Items in time order (the server sends them so; kept stable when equal). */
export function inTimeOrder<T extends { at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
}

/** The notes about one resident ('' = the whole shift), oldest first. */
export function notesFor(notes: readonly HandoverNote[], residentId: string): HandoverNote[] {
  return inTimeOrder(notes.filter((note) => note.residentId === residentId))
}

/** The user's reading of the handover, if they marked it read. */
export function readingOf(readBy: readonly ReadReceipt[], userId: string): ReadReceipt | undefined {
  return readBy.find((receipt) => receipt.userId === userId)
}

/** How many residents the handover lists as without the day's care record. */
export function careMissingCount(handover: Pick<Handover, 'residents'>): number {
  return handover.residents.filter((resident) => resident.items.some((item) => item.kind === 'care-missing')).length
}
