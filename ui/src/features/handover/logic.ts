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

type HandoverResident = Handover['residents'][number]

/** The items a resident's card shows: all but «Sin cuidados del día», which the handover tells on one line. */
export function cardItems(resident: Pick<HandoverResident, 'items'>): HandoverItem[] {
  return resident.items.filter((item) => item.kind !== 'care-missing')
}

/** The residents with a card: something besides the missing care record, or a note; in the server's order. */
export function residentsWithCards(handover: Pick<Handover, 'residents' | 'notes'>): HandoverResident[] {
  return handover.residents.filter(
    (resident) => cardItems(resident).length > 0 || handover.notes.some((note) => note.residentId === resident.residentId),
  )
}

/** The summary's figures in the order shown, with the kinds of item each counts (its link goes to the first). */
export const SUMMARY_FIGURES = [
  { key: 'alertsOpen', kinds: ['alert'] },
  { key: 'vitalsOutOfRange', kinds: ['vital'] },
  { key: 'incidents', kinds: ['incident', 'fall'] },
  { key: 'dosesHeldOrMissed', kinds: ['dose-held', 'dose-missed'] },
  { key: 'prnGiven', kinds: ['prn'] },
  { key: 'restraints', kinds: ['restraint-start', 'restraint-end'] },
  { key: 'careMissing', kinds: ['care-missing'] },
] as const satisfies readonly { key: keyof Handover['summary']; kinds: readonly string[] }[]

/** The first resident (in the handover's order) with an item of one of the kinds. */
export function firstResidentWith(residents: readonly HandoverResident[], kinds: readonly string[]): string | undefined {
  return residents.find((resident) => resident.items.some((item) => kinds.includes(item.kind)))?.residentId
}

/** The id of a resident's card on the page, for the summary's links. */
export const cardAnchor = (residentId: string) => `relevo-${residentId}`

/** Whether the user wrote any of the handover's notes: then someone else marks it read (issue 25). */
export function wroteNotes(notes: readonly HandoverNote[], userId: string): boolean {
  return notes.some((note) => note.byId === userId)
}
