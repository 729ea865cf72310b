export const chat = {
  title: 'Chat',
  description: 'Conversaciones con el equipo',
  open: 'Abrir el chat',
  openWithUnread: (count: number) =>
    count === 1 ? 'Abrir el chat (1 mensaje sin leer)' : `Abrir el chat (${count} mensajes sin leer)`,
  back: 'Volver a las conversaciones',
  listLabel: 'Conversaciones',
  loadError: 'No se pudieron cargar las conversaciones.',
  empty: 'Todavía no tienes conversaciones.',
  emptyHint: 'Pulsa «Nueva conversación» para escribir a alguien del equipo.',
  newConversation: 'Nueva conversación',
  you: 'Tú',
  noMessagesYet: 'Sin mensajes todavía',
  unread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  online: 'En línea',
  offline: 'Sin conexión',
  search: {
    label: 'Buscar a alguien del equipo',
    placeholder: 'Nombre o usuario',
    results: 'Personas',
    noResults: 'No se ha encontrado a nadie con esa búsqueda.',
    loadError: 'No se pudo hacer la búsqueda.',
    openError: 'No se pudo abrir la conversación',
  },
  messages: {
    label: (name: string) => `Mensajes con ${name}`,
    loadError: 'No se pudieron cargar los mensajes.',
    loadOlder: 'Cargar mensajes anteriores',
    loadingOlder: 'Cargando mensajes anteriores…',
    empty: 'Aún no hay mensajes. Escribe el primero.',
    typing: (name: string) => `${name} está escribiendo…`,
    announce: (name: string, text: string) => `Nuevo mensaje de ${name}: ${text}`,
  },
  composer: {
    label: 'Mensaje',
    placeholder: 'Escribe un mensaje…',
    hint: 'Intro para enviar; Mayúsculas + Intro para una línea nueva.',
    send: 'Enviar',
    sendError: 'No se pudo enviar el mensaje',
  },
} as const

export const assistant = {
  name: 'Asistente',
  teaser: 'Organización, redacción y cuidados generales',
  intro:
    'Pregunta lo que necesites sobre organización, redacción de notas e informes, actividades o cuidados generales. El asistente no tiene acceso a los datos de los residentes.',
  loadError: 'No se pudo cargar la conversación con el asistente.',
  thinking: 'Pensando…',
  promptLabel: 'Tu pregunta',
  placeholder: 'Escribe tu pregunta…',
  notConfigured: {
    title: 'El asistente no está configurado.',
    text: 'Para activarlo, quien administra el servidor de Amparo lo arranca indicando un servicio de IA compatible con OpenAI:',
    flags: [
      { flag: '--ai-url', text: 'la dirección del servicio, por ejemplo un Ollama de la red local: http://192.168.1.20:11434/v1' },
      { flag: '--ai-model', text: 'el modelo que se usará' },
      { flag: '--ai-key', text: 'la clave, si el servicio la pide' },
    ],
    env: 'También sirven las variables de entorno AMPARO_AI_URL, AMPARO_AI_MODEL y AMPARO_AI_KEY.',
    privacy: 'El asistente nunca recibe datos de los residentes.',
  },
} as const
