/** Issue 14 (DESIGN 12): the automatic backups' status on /admin. */
export const backups = {
  title: 'Copias de seguridad',
  description: 'El servidor hace una copia verificada cada día y guarda las de 7 días, 4 semanas y 12 meses.',
  last: 'Última copia',
  size: 'Tamaño',
  verified: 'Verificada',
  yes: 'Sí',
  no: 'No',
  none: 'Todavía no hay ninguna copia de seguridad.',
  stale: 'No hay ninguna copia de seguridad de las últimas 26 horas',
  staleHelp: 'Comprueba que el servidor esté encendido y que quede espacio en el disco.',
  notVerified: 'La última copia no superó la comprobación: no confíes en ella para restaurar.',
  total: (count: number) => (count === 1 ? '1 copia guardada' : `${count} copias guardadas`),
  loadError: 'No se pudo cargar el estado de las copias de seguridad.',
} as const
