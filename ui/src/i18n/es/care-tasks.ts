/** Issue 27: the care plan's interventions as the shift's tasks (/care-tasks and the dashboard). */
export const careTasks = {
  title: 'Tareas del turno',
  documentTitle: 'Tareas del turno | Amparo',
  description: 'Las intervenciones de los planes de atención (PAI) que tocan en el turno. Una pulsación al hacerlas.',
  filters: { label: 'Turno que se muestra', now: 'Turno actual' },
  mine: 'Solo mi cargo',
  mineHint: (roles: string) => `Las de ${roles} y las que te nombran a ti.`,
  /** The intervention roles a staff role takes as its own in «Solo mi cargo», as the hint names them. */
  mineRoles: { doctor: 'Medicina', nurse: 'Enfermería y gerocultores', socialworker: 'Trabajo social' } as Record<string, string>,
  progress: (done: number, total: number) => `${done} de ${total}`,
  progressLabel: 'Tareas del turno hechas',
  loading: 'Cargando las tareas del turno…',
  empty: 'No hay tareas del PAI en este turno.',
  emptyMine: 'No hay tareas de tu cargo en este turno.',
  loadError: 'No se pudieron cargar las tareas del turno.',
  timeGroup: (time: string, day: string) => (day ? `A las ${time} del ${day}` : `A las ${time}`),
  room: (room: string) => `Hab. ${room}`,
  tasksOf: (resident: string, time: string) => `Tareas de ${resident} a las ${time}`,
  status: { done: 'Hecha', overdue: 'Con retraso', due: 'Toca ahora', upcoming: 'Más tarde' },
  doneBy: (name: string, time: string) => `${name} a las ${time}`,
  opensAt: (time: string) => `Se registra desde las ${time}`,
  markDone: 'Hecha',
  markDoneLabel: (task: string, resident: string, time: string) => `Hecha: ${task} de ${resident} (${time})`,
  toasts: {
    done: 'Tarea registrada',
    already: 'Ya estaba registrada',
    alreadyBy: (name: string, time: string) => `La registró ${name} a las ${time}.`,
  },
  /** The dashboard's section: what is to be done now. */
  dashboard: {
    title: 'Tareas del PAI para ahora',
    description: 'Lo que toca ahora o lleva retraso en este turno.',
    nothingNow: 'Nada pendiente ahora.',
    more: (count: number) => (count === 1 ? 'y 1 más' : `y ${count} más`),
    seeAll: 'Ver todas las tareas del turno',
  },
} as const
