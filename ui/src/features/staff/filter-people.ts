import { matches } from '@/lib/search'

/** The people whose name contains `query`, ignoring case and accents (SPEC 5); all of them for an empty query. */
export function filterByName<T extends { name: string }>(people: readonly T[], query: string): T[] {
  return people.filter((person) => matches(person.name, query))
}
