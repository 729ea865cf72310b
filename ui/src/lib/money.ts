/** Amparo is for Spanish homes: money is euros, shown the es-ES way, "21,50 €" (DESIGN 8). */
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })

/** An amount in euros, as a number or the API's decimal string ("21.50"), as "21,50 €". */
export function formatEuros(amount: number | string): string {
  return euros.format(typeof amount === 'number' ? amount : Number(amount))
}
