import { describe, expect, it } from 'vitest'
import { filterByName } from '@/features/staff/filter-people'

const people = [{ name: 'Tomás Íñiguez Prado' }, { name: 'Lucía Peña Rivas' }, { name: 'Javier Ortega Lázaro' }]

describe('filterByName', () => {
  it('ignores accents and case, in the query and in the names', () => {
    expect(filterByName(people, 'INIGUEZ')).toEqual([{ name: 'Tomás Íñiguez Prado' }])
    expect(filterByName(people, 'peña')).toEqual([{ name: 'Lucía Peña Rivas' }])
    expect(filterByName(people, 'lucia pena')).toEqual([{ name: 'Lucía Peña Rivas' }])
    expect(filterByName(people, 'ÓRTEGA')).toEqual([{ name: 'Javier Ortega Lázaro' }])
  })

  it('matches any part of the name', () => {
    expect(filterByName(people, 'o').map((p) => p.name)).toEqual(['Tomás Íñiguez Prado', 'Javier Ortega Lázaro'])
  })

  it('keeps everyone for an empty or blank query, and no one when nothing matches', () => {
    expect(filterByName(people, '')).toEqual(people)
    expect(filterByName(people, '   ')).toEqual(people)
    expect(filterByName(people, 'nadie')).toEqual([])
  })
})
