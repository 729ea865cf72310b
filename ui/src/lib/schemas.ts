import { z } from 'zod'

/** A text the server may send as null or leave out: read as ''. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

/** The server's answer to a delete and other calls that only confirm: `{ message }`. */
export const messageSchema = z.object({ message: text })
