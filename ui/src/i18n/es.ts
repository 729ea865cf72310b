/**
 * Every user-visible string of the UI. Components import from here; nothing user-visible is
 * written inline. SPEC's Spanish texts are kept verbatim; its few English texts are in proper Spanish.
 * Validation messages match the server's (sentences end with a full stop).
 */
export const es = {
  app: {
    name: 'Amparo',
  },

  titles: {
    home: 'Amparo | Inicio',
    signin: 'Iniciar sesión | Amparo',
    setup: 'Crear la primera cuenta | Amparo',
    dashboard: 'Dashboard | Amparo',
    profile: 'Perfil | Amparo',
    patients: 'Gestión de Pacientes | Amparo',
    inventory: 'Inventario de Medicamentos | Amparo',
    activities: 'Gestión de Actividades | Amparo',
    posts: 'Gestión de Posts | Amparo',
    admin: 'Gestión de Personal | Amparo',
  },

  common: {
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    close: 'Cerrar',
    processing: 'Procesando…',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    notAvailable: '—',
    toastRegion: 'Avisos',
    retry: 'Reintentar',
  },

  validation: {
    emailInvalid: 'Correo inválido.',
    tooLong: (max: number) => `Es demasiado largo (máximo ${max} caracteres).`,
  },

  loading: {
    title: 'Cargando',
    description: 'Preparando la información para usted',
  },

  errorScreen: {
    title: 'Algo salió mal',
    description: 'Por favor, recarga la página o contacta a soporte técnico.',
    details: 'Detalles del error',
    reload: 'Recargar la página',
  },

  errors: {
    toastTitle: '¡Vaya!',
    network: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    generic: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    sessionExpired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  },

  auth: {
    signin: {
      heading: 'Iniciar sesión',
      subtitle: 'Acceso para el personal de la residencia',
      identifier: 'Correo electrónico o usuario',
      password: 'Contraseña',
      rememberMe: 'Recordarme',
      submit: 'Iniciar Sesión',
      submitting: 'Iniciando...',
      backHome: 'Volver a la página de inicio',
      successTitle: 'Sesión iniciada',
      successDescription: '¡Bienvenido de nuevo!',
      panelTitle: 'Cuidar de quienes nos cuidaron',
      panelText: 'Todo el equipo de la residencia, coordinado en un mismo lugar.',
    },
    validation: {
      identifierRequired: 'El correo electrónico o usuario es obligatorio.',
      passwordRequired: 'La contraseña es obligatoria.',
      passwordMin: 'La contraseña debe tener al menos 6 caracteres.',
      nameRequired: 'El nombre es obligatorio.',
      usernameRequired: 'El nombre de usuario es obligatorio.',
      usernameInvalid: 'El nombre de usuario no puede contener espacios ni @.',
      passwordsMustMatch: 'Las contraseñas deben coincidir.',
    },
    setup: {
      heading: 'Crear la primera cuenta',
      subtitle:
        'Amparo todavía no tiene ninguna cuenta. Esta será la primera cuenta administrativa de la residencia: con ella podrás dar de alta al resto del personal.',
      name: 'Nombre completo',
      username: 'Nombre de usuario',
      usernameHint: 'Sin espacios ni @. Lo usarás para iniciar sesión.',
      email: 'Correo electrónico (opcional)',
      password: 'Contraseña',
      passwordHint: 'Al menos 6 caracteres.',
      confirmPassword: 'Repite la contraseña',
      submit: 'Crear cuenta',
      submitting: 'Creando cuenta…',
      successTitle: 'Cuenta creada',
      successDescription: '¡Bienvenido a Amparo!',
      takenTitle: 'La residencia ya tiene cuenta',
      taken:
        'Otra persona acaba de crear la primera cuenta de la residencia. Inicia sesión con tu usuario o pide a un administrador que te dé de alta.',
    },
    logout: {
      title: 'Sesión cerrada',
      description: 'Has cerrado sesión. ¡Hasta pronto!',
    },
    restoreFailedTitle: 'No se pudo recuperar tu sesión',
    sessionExpiredTitle: 'Sesión caducada',
  },

  profile: {
    heading: 'Perfil',
    description: 'Tus datos y la seguridad de tu cuenta.',
    info: {
      title: 'Tus datos',
      name: 'Nombre',
      username: 'Usuario',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      roles: 'Roles',
      noRoles: 'Sin roles asignados',
    },
    password: {
      title: 'Cambiar contraseña',
      description: 'Al cambiarla se cerrarán tus sesiones abiertas en otros dispositivos.',
      oldPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar nueva contraseña',
      submit: 'Cambiar contraseña',
      submitting: 'Guardando…',
      success: '¡Contraseña cambiada con éxito!',
      errorPrefix: 'Error: ',
      toastTitle: 'Contraseña cambiada',
      toastDescription: 'Tu contraseña se ha actualizado correctamente.',
    },
    validation: {
      oldPasswordRequired: 'La contraseña actual es obligatoria.',
      newPasswordRequired: 'La nueva contraseña es obligatoria.',
      newPasswordMin: 'La nueva contraseña debe tener al menos 6 caracteres.',
      confirmPasswordRequired: 'Por favor, confirma tu nueva contraseña.',
      passwordsMustMatch: 'Las contraseñas deben coincidir.',
    },
  },

  settings: {
    title: 'Datos de la residencia',
    description: 'Lo que ven las familias en la página de inicio.',
    homeName: 'Nombre de la residencia',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    visitingHours: 'Horario de visitas',
    visitingHoursHint: 'Por ejemplo, 10am-5pm.',
    foundedYear: 'Año de fundación',
    messagingUrl: 'Enlace de mensajería',
    messagingUrlHint:
      'Lo abren los botones «Agendar Visita» y «Contacto» de la página de inicio. Por ejemplo, https://wa.me/34600000000.',
    heroVideoUrl: 'Vídeo de portada (opcional)',
    heroVideoUrlHint: 'Una ruta de este servidor, por ejemplo /hero.webm. Si lo dejas vacío se usa el vídeo de serie.',
    submit: 'Guardar',
    submitting: 'Guardando…',
    successTitle: 'Datos guardados',
    successDescription: 'La página de inicio ya muestra los nuevos datos.',
    loading: 'Cargando los datos de la residencia…',
    loadError: 'No se pudieron cargar los datos de la residencia.',
    validation: {
      homeNameRequired: 'El nombre de la residencia es obligatorio.',
      phoneRequired: 'El teléfono es obligatorio.',
      addressRequired: 'La dirección es obligatoria.',
      visitingHoursRequired: 'El horario de visitas es obligatorio.',
      foundedYearInvalid: 'El año de fundación no es válido.',
      emailRequired: 'El correo electrónico es obligatorio.',
      messagingUrlRequired: 'El enlace de mensajería es obligatorio.',
      messagingUrlInvalid: 'El enlace de mensajería debe empezar por https://.',
      heroVideoUrlInvalid: 'El vídeo debe ser una ruta de este servidor, por ejemplo /hero.webm.',
    },
  },

  roles: {
    administrative: 'Administrativo',
    doctor: 'Médico',
    nurse: 'Enfermera',
    socialworker: 'Trabajadora social',
    family: 'Familiar',
  },

  nav: {
    label: 'Menú principal',
    dashboard: 'Dashboard',
    inventory: 'Inventario',
    activities: 'Actividades',
    posts: 'Posts',
    patients: 'Gestión de Pacientes',
    admin: 'Gestión de Personal',
    profile: 'Perfil',
    logout: 'Cerrar sesión',
    loadingRoles: 'Cargando roles...',
    collapseSidebar: 'Contraer menú lateral',
    expandSidebar: 'Expandir menú lateral',
    openMenu: 'Abrir menú',
    menuTitle: 'Menú',
    skipToContent: 'Saltar al contenido principal',
  },

  header: {
    goToDashboard: 'Amparo, ir al dashboard',
    notifications: 'Notificaciones',
    newNotifications: 'Notificaciones (hay avisos nuevos)',
    noNotifications: 'No tienes notificaciones',
    userMenu: 'Menú de usuario',
  },

  footer: {
    terms: 'Términos',
    privacy: 'Privacidad',
    contact: 'Contacto',
    copyright: (year: number) => `© ${year} Amparo`,
  },

  pages: {
    dashboard: {
      greeting: (name: string) => `Hola, ${name}`,
      intro: 'Te damos la bienvenida a Amparo. Usa el menú para ir a cada sección.',
    },
    patients: { title: 'Gestión de Pacientes' },
    inventory: { title: 'Inventario de Medicamentos' },
    activities: { title: 'Gestión de Actividades' },
    posts: { title: 'Gestión de Posts' },
    admin: { title: 'Gestión de Personal' },
  },

  table: {
    empty: 'No hay datos para mostrar.',
    pagination: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (page: number, totalPages: number) => `Página ${page} de ${totalPages}`,
  },

  landing: {
    nav: {
      label: 'Navegación principal',
      home: 'Inicio',
      contact: 'Contacto',
      services: 'Servicios',
      facilities: 'Instalaciones',
      testimonials: 'Testimonios',
      signin: 'Ingresar',
      openMenu: 'Abrir menú',
      menuTitle: 'Menú',
      opensInNewTab: '(se abre en una pestaña nueva)',
    },
    hero: {
      title: 'Un hogar donde cada persona se siente cuidada',
      subtitle:
        'Atención médica, cariño y compañía todos los días del año, para que usted y su familia estén tranquilos.',
      scheduleVisit: 'Agendar Visita',
      discover: 'Conozca nuestros servicios',
      mute: 'Silenciar el vídeo',
      unmute: 'Activar el sonido del vídeo',
    },
    services: {
      title: 'Nuestros servicios',
      subtitle: 'Todo lo necesario para vivir con bienestar, seguridad y compañía.',
      main: [
        {
          title: 'Atención médica 24/7',
          text: 'Médicos y enfermeras atentos día y noche, con seguimiento diario de la salud de cada residente.',
        },
        {
          title: 'Cuidado personalizado',
          text: 'Un plan de cuidados pensado para cada persona, sus costumbres y sus necesidades.',
        },
        {
          title: 'Actividades sociales',
          text: 'Talleres, paseos, música y celebraciones que llenan los días de compañía.',
        },
        {
          title: 'Nutrición especializada',
          text: 'Menús caseros y equilibrados, adaptados a dietas y recomendaciones médicas.',
        },
      ],
      more: [
        {
          title: 'Instalaciones cómodas',
          text: 'Habitaciones luminosas, zonas comunes acogedoras y espacios sin barreras.',
        },
        {
          title: 'Seguridad garantizada',
          text: 'Accesos controlados, llamadores en cada habitación y personal siempre presente.',
        },
        {
          title: 'Servicios premium',
          text: 'Peluquería, podología y fisioterapia sin salir de casa.',
        },
      ],
    },
    facilities: {
      title: 'Instalaciones',
      subtitle: 'Espacios pensados para sentirse en casa.',
      items: [
        {
          title: 'Habitaciones luminosas',
          text: 'Individuales y dobles, con baño adaptado y luz natural.',
        },
        {
          title: 'Jardín y terraza',
          text: 'Paseos tranquilos al aire libre y rincones con sombra para charlar.',
        },
        {
          title: 'Sala de fisioterapia',
          text: 'Ejercicio suave y rehabilitación con profesionales.',
        },
        {
          title: 'Comedor familiar',
          text: 'Comidas en compañía, en un ambiente cálido y sin prisas.',
        },
      ],
    },
    testimonials: {
      title: 'Testimonios',
      subtitle: 'Lo que nos cuentan las familias.',
      items: [
        {
          quote: 'Mi madre está feliz y nosotros tranquilos. El trato es cercano y siempre nos mantienen informados.',
          author: 'Hija de una residente',
        },
        {
          quote: 'Las actividades le han devuelto las ganas de charlar y de salir al jardín cada mañana.',
          author: 'Nieto de un residente',
        },
        {
          quote: 'El equipo médico es atento y paciente. Se nota que cuidan con cariño.',
          author: 'Esposa de un residente',
        },
      ],
    },
    cta: {
      title: 'Venga a conocernos',
      text: 'Le enseñamos la residencia sin compromiso y resolvemos todas sus dudas.',
    },
    footer: {
      contactTitle: 'Contacto',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      address: 'Dirección',
      visitingHours: 'Horario de visitas',
      founded: (year: number) => `Cuidando de nuestros mayores desde ${year}`,
      copyright: (year: number, homeName: string) => `© ${year} ${homeName}`,
    },
  },
} as const
