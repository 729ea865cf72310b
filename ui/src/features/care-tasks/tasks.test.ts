import { describe, expect, it } from 'vitest'
import type { CareTask, ShiftTasks } from '@/features/care-tasks/api/shift-care-tasks'
import { careRolesOf, groupTasks, isMine, madridKey, taskProgress, taskState, withDone } from '@/features/care-tasks/tasks'

function task(overrides: Partial<CareTask>): CareTask {
  const base: CareTask = {
    taskId: 'i1@2026-11-20T09:00',
    residentId: 'r1',
    residentName: 'María José Núñez Peña',
    room: '12',
    planId: 'p1',
    interventionId: 'i1',
    text: 'Cambios posturales cada 3 h, con registro de la posición.',
    frequency: 'cambios posturales cada 3 h',
    role: 'Gerocultor/a',
    responsible: '',
    due: '2026-11-20T09:00',
    done: null,
  }
  const merged = { ...base, ...overrides }
  return { ...merged, taskId: overrides.taskId ?? `${merged.interventionId}@${merged.due}` }
}

const carmen = { by: 'u1', byName: 'Carmen Ruiz', at: '2026-11-20T08:02:00Z' }

describe('madridKey', () => {
  it('writes an instant on Madrid’s clock, in summer (UTC+2) and in winter across midnight (UTC+1)', () => {
    expect(madridKey(new Date('2026-07-01T06:05:00Z'))).toBe('2026-07-01T08:05')
    expect(madridKey(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16T00:30')
  })
})

describe('taskState', () => {
  const at9 = task({ due: '2026-11-20T09:00' })

  it('opens an hour before the slot and is overdue an hour after it', () => {
    expect(taskState(at9, '2026-11-20T07:59')).toBe('upcoming')
    expect(taskState(at9, '2026-11-20T08:00')).toBe('due')
    expect(taskState(at9, '2026-11-20T09:59')).toBe('due')
    expect(taskState(at9, '2026-11-20T10:00')).toBe('overdue')
    expect(taskState(at9, '2026-11-21T08:00')).toBe('overdue')
  })

  it('counts across midnight (the night shift)', () => {
    expect(taskState(task({ due: '2026-11-21T00:00' }), '2026-11-20T23:30')).toBe('due')
    expect(taskState(task({ due: '2026-11-21T03:00' }), '2026-11-20T23:30')).toBe('upcoming')
    expect(taskState(task({ due: '2026-11-20T23:00' }), '2026-11-21T00:01')).toBe('overdue')
  })

  it('is done once recorded, whenever that was', () => {
    expect(taskState({ ...at9, done: carmen }, '2026-11-20T12:00')).toBe('done')
    expect(taskState({ ...at9, done: carmen }, '2026-11-20T07:00')).toBe('done')
  })
})

describe('groupTasks', () => {
  it('groups by time, then by resident in room order (12 before 101) and name, keeping each resident’s tasks together', () => {
    const tasks = [
      task({ interventionId: 'walk', due: '2026-11-20T11:00', residentId: 'r2', residentName: 'Emilio Garrido', room: '101' }),
      task({ interventionId: 'turn', due: '2026-11-20T09:00', residentId: 'r2', residentName: 'Emilio Garrido', room: '101' }),
      task({ interventionId: 'skin', due: '2026-11-20T09:00', residentId: 'r1', room: '12' }),
      task({ interventionId: 'eat', due: '2026-11-20T09:00', residentId: 'r3', residentName: 'Ana Gil', room: '101' }),
      task({ interventionId: 'turn2', due: '2026-11-20T09:00', residentId: 'r1', room: '12' }),
    ]
    const groups = groupTasks(tasks)
    expect(groups.map((group) => group.due)).toEqual(['2026-11-20T09:00', '2026-11-20T11:00'])
    expect(groups[0].residents.map((resident) => [resident.room, resident.residentName, resident.tasks.map((t) => t.interventionId)])).toEqual([
      ['12', 'María José Núñez Peña', ['skin', 'turn2']],
      ['101', 'Ana Gil', ['eat']],
      ['101', 'Emilio Garrido', ['turn']],
    ])
    expect(groups[1].residents.map((resident) => resident.residentId)).toEqual(['r2'])
  })

  it('has no group without tasks', () => {
    expect(groupTasks([])).toEqual([])
  })
})

describe('taskProgress and withDone', () => {
  const shift: ShiftTasks = {
    date: '2026-11-20',
    shift: 'manana',
    tasks: [task({ interventionId: 'a' }), task({ interventionId: 'b', done: carmen })],
  }

  it('counts the tasks done', () => {
    expect(taskProgress(shift.tasks)).toEqual({ done: 1, total: 2 })
  })

  it('records one task done and leaves the others and a shift without it as they were', () => {
    const lucia = { by: 'u2', byName: 'Lucía', at: '2026-11-20T08:10:00Z' }
    const after = withDone(shift, 'a@2026-11-20T09:00', lucia)
    expect(after.tasks.map((each) => each.done?.byName ?? null)).toEqual(['Lucía', 'Carmen Ruiz'])
    expect(shift.tasks[0].done).toBeNull()
    expect(withDone(shift, 'x@2026-11-20T09:00', lucia)).toBe(shift)
  })
})

describe('«Solo mi cargo»', () => {
  it('is offered to the roles whose tasks are plain, not to administrative staff', () => {
    expect(careRolesOf([{ name: 'nurse' }])).toEqual(['nurse'])
    expect(careRolesOf([{ name: 'administrative' }, { name: 'doctor' }])).toEqual(['doctor'])
    expect(careRolesOf([{ name: 'administrative' }])).toEqual([])
  })

  it('takes a nurse’s as Enfermería and the gerocultores’, a doctor’s as Medicina, whatever the accents and case', () => {
    expect(isMine(task({ role: 'Gerocultor/a' }), ['nurse'], 'Carmen Ruiz')).toBe(true)
    expect(isMine(task({ role: 'ENFERMERIA' }), ['nurse'], 'Carmen Ruiz')).toBe(true)
    expect(isMine(task({ role: 'Fisioterapia' }), ['nurse'], 'Carmen Ruiz')).toBe(false)
    expect(isMine(task({ role: 'Medicina' }), ['nurse'], 'Carmen Ruiz')).toBe(false)
    expect(isMine(task({ role: 'Médico/a' }), ['doctor'], 'Javier Ortega')).toBe(true)
    expect(isMine(task({ role: 'Trabajo social' }), ['socialworker'], 'Elena')).toBe(true)
    expect(isMine(task({ role: 'Trabajo social' }), [], 'Elena')).toBe(false)
  })

  it('includes a task naming the user as the responsible, whatever its role', () => {
    expect(isMine(task({ role: 'Medicina', responsible: 'Javier Ortega Lázaro' }), ['nurse'], 'javier ortega lazaro')).toBe(true)
    expect(isMine(task({ role: 'Medicina', responsible: 'Javier Ortega Lázaro' }), ['nurse'], 'Carmen Ruiz')).toBe(false)
  })
})
