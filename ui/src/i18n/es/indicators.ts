/**
 * Issue 28: the monthly quality indicators («Indicadores de calidad», /indicadores), for a month or a period,
 * home-wide or by area, with the previous 12 months charted and the GNEAUPP 2017 reference for ulcers. The
 * validation messages are the server's.
 */
export const indicators = {
  title: 'Indicadores de calidad',
  documentTitle: 'Indicadores de calidad | Amparo',
  description:
    'Las cifras que miran la inspección y los grupos residenciales, calculadas de los registros: por mes o por periodo, de toda la residencia o de un área.',
  period: {
    label: 'Periodo',
    modes: { month: 'Un mes', range: 'Entre fechas' },
    month: 'Mes',
    from: 'Desde',
    to: 'Hasta',
    showing: (from: string, to: string) => `Del ${from} al ${to}`,
    untilToday: (today: string) => `contado hasta hoy, ${today}`,
    lastDay: (date: string) => `el ${date}`,
  },
  errors: {
    fromRequired: 'La fecha inicial es requerida.',
    toRequired: 'La fecha final es requerida.',
    reversed: 'La fecha final no puede ser anterior a la inicial.',
    future: 'La fecha inicial no puede ser posterior a hoy.',
    tooLong: 'El periodo no puede pasar de 24 meses.',
    dateInvalid: 'Fecha no válida.',
  },
  loadError: 'No se pudieron cargar los indicadores.',
  historyError: 'No se pudo cargar la evolución de los últimos 12 meses.',
  pdf: 'Descargar PDF',
  pdfDownloading: 'Descargando…',
  pdfDone: 'PDF descargado',
  pdfFailed: 'No se pudo descargar el PDF.',
  figuresLabel: 'Indicadores del periodo',
  chartsTitle: 'Evolución de los últimos 12 meses',
  chartsDescription: (from: string, to: string) => `De ${from} a ${to}, mes a mes.`,
  chartCaption: (label: string, first: string, last: string) => `${label}: ${first} el primer mes, ${last} el último.`,
  noData: 'Sin datos',
  gneaupp: {
    title: 'Referencia GNEAUPP 2017 (residencias)',
    ulcers: (value: string) => `Referencia GNEAUPP 2017 (residencias): ${value}`,
    lesions: (value: string) => `Todas las lesiones relacionadas con la dependencia: ${value}`,
    careSettings: (share: string, reference: string) =>
      `Aparecidas en la residencia o en el hospital: ${share} (GNEAUPP 2017: ${reference})`,
    line: 'GNEAUPP 2017',
  },
  origins: { residencia: 'Residencia', domicilio: 'Domicilio', hospital: 'Hospital' },
  incidence: (residencia: number, domicilio: number, hospital: number) =>
    `${residencia} en la residencia · ${domicilio} en el domicilio · ${hospital} en el hospital`,
  /** Each figure: its name and what it counts, in a sentence (the README and the PDF say the same). */
  figures: {
    residentDays: {
      label: 'Días de estancia',
      help: 'Noches que cada residente pasó en la residencia: cuenta el día de ingreso, no el de salida.',
    },
    falls: { label: 'Caídas', help: 'Caídas del registro de caídas en el periodo.' },
    fallsPer1000: { label: 'Caídas por 1.000 días de estancia', help: 'Caídas × 1.000 / días de estancia.' },
    fallsWithInjury: { label: 'Caídas con lesión', help: 'Caídas con lesión leve o grave.' },
    ulcerPrevalence: {
      label: 'Prevalencia de úlceras por presión',
      help: 'Residentes con una úlcera por presión abierta el último día, entre los presentes ese día.',
    },
    ulcerIncidence: {
      label: 'Úlceras por presión nuevas',
      help: 'Encontradas en el periodo, según dónde aparecieron.',
    },
    restraintPrevalence: {
      label: 'Prevalencia de contenciones',
      help: 'Residentes con una contención en uso el último día, entre los presentes ese día.',
    },
    weightLoss: {
      label: 'Pérdida de peso significativa',
      help: 'Residentes con un peso un 5 % por debajo del mayor de los 30 días anteriores, o un 10 % del de los 180.',
    },
    fluidDaysUnderTarget: {
      label: 'Días bajo el objetivo de líquidos',
      help: 'Días con ingestas registradas que no llegaron al objetivo (el del residente, o 1.600 ml mujeres y 2.000 ml hombres).',
    },
    dosesMissed: { label: 'Dosis omitidas', help: 'Tomas de la ronda que nadie registró y de las que se avisó.' },
    dosesHeld: {
      label: 'Dosis retenidas',
      help: 'Tomas no administradas con su motivo, salvo las de un residente ausente u hospitalizado.',
    },
    carePlansCurrent: {
      label: 'Residentes con PAI vigente',
      help: 'Con un plan de atención aprobado y no vencido el último día, entre los presentes.',
    },
    assessmentsOverdue: {
      label: 'Valoraciones pendientes',
      help: 'Escalas que tocaba repetir el último día, o Downton y Tinetti tras una caída.',
    },
  },
} as const
