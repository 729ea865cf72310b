/**
 * The per-request CSP nonce. Vite emits <meta property="csp-nonce" nonce="__CSP_NONCE__"> and the
 * server replaces the placeholder. Browsers hide nonce attributes from getAttribute once a CSP applies,
 * so the `nonce` property is read first.
 */
export function getCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  if (!meta) return undefined
  const nonce = meta.nonce || meta.getAttribute('nonce') || ''
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined
}
