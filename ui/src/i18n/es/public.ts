import { auth } from './auth'
import { app, common, errors, errorScreen, loading, titles } from './common'
import { landing } from './landing'

/**
 * The part of `es` (index.ts) that every page downloads: the strings of the entry (the API client, the loading
 * and error screens, the session's toasts) and of the public pages. The files the landing page loads import `es`
 * from here, so that it does not download the staff app's strings (issue 16: its JavaScript <= 150 KB, checked
 * by `make test-bundle`); everything else imports the whole `es` from '@/i18n/es'. The objects are the same.
 */
export const es = { app, titles, common, loading, errorScreen, errors, auth, landing } as const
