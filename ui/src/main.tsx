import './styles.css'
import { setNonce } from 'get-nonce'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app'
import { createAuthStore, initialAuthState } from '@/features/auth/auth-store'
import { installSessionExpiryHandler } from '@/features/auth/session-expiry'
import { getCspNonce } from '@/lib/csp'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/router'

// Radix's scroll lock injects a <style> through get-nonce: give it the page's CSP nonce first.
const nonce = getCspNonce()
if (nonce) setNonce(nonce)

const queryClient = createQueryClient()
const auth = createAuthStore(initialAuthState())
installSessionExpiryHandler(auth, queryClient)
const router = createAppRouter({ queryClient, auth })

// Only a stored session needs the sign-in API to be verified: a visitor of the landing page never loads it.
if (auth.getState().status === 'loading') {
  import('@/features/auth/restore-session')
    .then(({ restoreSession }) => restoreSession(auth))
    .catch(() => auth.signOut()) // the file could not be loaded: the sign-in page, rather than loading for ever
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} auth={auth} />
  </StrictMode>,
)
