/** Reports a failed call: an error toast with `title` and the server's message, and the page's banner. */
export type ReportError = (error: unknown, title: string) => void
