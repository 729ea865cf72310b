/**
 * Who is looking at things people sign (activities, posts). The server lets their author or an
 * administrative user edit or delete them, and answers 403 to anyone else; the UI offers the same.
 */
export type Viewer = { id: string; administrative: boolean }

/** True when `viewer` may edit or delete what `authorId` signed. */
export function canChange(viewer: Viewer, authorId: string): boolean {
  return viewer.administrative || (viewer.id !== '' && viewer.id === authorId)
}
