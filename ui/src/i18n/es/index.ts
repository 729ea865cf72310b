import { app, titles, common, validation, loading, errorScreen, errors, table, roles, nav, header, footer, pages } from './common'
import { auth, profile } from './auth'
import { settings } from './settings'
import { patientList, areas, patientModal } from './patients'
import { residentPage } from './resident-page'
import { residentEssentials } from './resident-essentials'
import { inventory } from './inventory'
import { staff } from './staff'
import { records } from './records'
import { residentWizard } from './wizard'
import { activities } from './activities'
import { posts } from './posts'
import { dashboard } from './dashboard'
import { landing } from './landing'
import { notifications } from './notifications'
import { chat, assistant } from './chat'
import { kardexSchedule, medicationRound } from './mar'
import { alerts } from './alerts'
import { handover } from './handover'
import { careTasks } from './care-tasks'
import { audit } from './audit'
import { backups } from './backups'
import { idleLock } from './idle-lock'
import { restraints } from './restraints'
import { assessments } from './assessments'
import { carePlans } from './care-plans'
import { skinLesions } from './skin-lesions'
import { falls } from './falls'
import { dailyRegisters } from './daily-registers'
import { indicators } from './indicators'
import { hospital } from './hospital'
import { downtime } from './downtime'

/**
 * Every user-visible string of the UI, one file per area beside this one. Components import `es` from
 * here; nothing user-visible is written inline. SPEC's Spanish texts are kept verbatim; its few English
 * texts are in proper Spanish. Validation messages match the server's (sentences end with a full stop).
 */
export const es = {
  app,
  titles,
  common,
  validation,
  loading,
  errorScreen,
  errors,
  auth,
  profile,
  settings,
  roles,
  nav,
  header,
  footer,
  pages,
  patientList,
  areas,
  inventory,
  staff,
  table,
  patientModal,
  residentPage,
  residentEssentials,
  records,
  residentWizard,
  activities,
  posts,
  dashboard,
  landing,
  notifications,
  chat,
  assistant,
  medicationRound,
  kardexSchedule,
  alerts,
  handover,
  careTasks,
  audit,
  backups,
  idleLock,
  restraints,
  assessments,
  carePlans,
  skinLesions,
  falls,
  dailyRegisters,
  indicators,
  hospital,
  downtime,
} as const
