/** Issue 29: the downtime pack (plan de contingencia) on /admin. */
export const downtime = {
  title: 'Plan de contingencia',
  description:
    'Al empezar cada turno, Amparo guarda en PDF lo necesario para seguir atendiendo sin ordenador (alergias, estado de reanimación, dieta y la medicación de las próximas 24 horas de cada residente) en la carpeta de las copias y, si está configurada, en la del USB.',
  print: 'Imprimir el del turno actual',
} as const
