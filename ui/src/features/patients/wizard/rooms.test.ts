import { describe, expect, it } from 'vitest'
import { occupantOf, roomsSchema } from '@/features/patients/wizard/rooms'

const rooms = roomsSchema.parse({
  occupied: [
    { room: '12B', residentId: 'r1', residentName: 'Dolores Fernández' },
    { room: '3', residentId: 'r2', residentName: 'Tomás Gil' },
  ],
  free: ['7', '14A'],
})

describe('occupantOf', () => {
  it('names who occupies a room, case and surrounding spaces aside, as the server compares', () => {
    expect(occupantOf(rooms, '12b', null)).toBe('Dolores Fernández')
    expect(occupantOf(rooms, ' 3 ', null)).toBe('Tomás Gil')
    expect(occupantOf(rooms, '7', null)).toBeNull()
    expect(occupantOf(rooms, '', null)).toBeNull()
  })

  it('ignores the resident being edited, who keeps their own room', () => {
    expect(occupantOf(rooms, '12B', 'r1')).toBeNull()
    expect(occupantOf(rooms, '12B', 'r2')).toBe('Dolores Fernández')
  })

  it('checks nothing while the rooms are unknown', () => {
    expect(occupantOf(undefined, '12B', null)).toBeNull()
  })

  it('reads an answer with missing lists as empty', () => {
    expect(roomsSchema.parse({})).toEqual({ occupied: [], free: [] })
  })
})
