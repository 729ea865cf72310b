import { es } from '@/i18n/es'

/** Every text of `es`, with its path; functions are called with sample arguments. */
function texts(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value])
  else if (typeof value === 'function') {
    // As many sample arguments as the longest text takes (a missing one would read «undefined»).
    const result = (value as (...args: unknown[]) => unknown)(...Array<string>(8).fill('x'))
    if (typeof result === 'string') out.push([path, result])
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) texts(inner, `${path}.${key}`, out)
  }
  return out
}

// Words of the people who build Amparo, not of those who use it (issue 25): staff are told what happens, not
// which part of the program does it.
const DEVELOPER_WORDING = [
  /calcula el servidor/i,
  /el servidor (calcula|decide|comprueba|valida)/i,
  /\bbackend\b/i,
  /\bendpoint\b/i,
  /\bAPI\b/,
  /\bJSON\b/,
  /\b(null|undefined)\b/,
  /\bDashboard\b/,
  /^Posts$/,
]

describe('the texts staff read', () => {
  it('say nothing in developer wording or English', () => {
    const found = texts(es, 'es', []).filter(([, text]) => DEVELOPER_WORDING.some((word) => word.test(text)))
    expect(found).toEqual([])
  })
})
