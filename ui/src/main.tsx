import './styles.css'
import { setNonce } from 'get-nonce'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app'
import { createAuthStore } from '@/features/auth/auth-store'
import { initialAuthState, restoreSession } from '@/features/auth/restore-session'
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

if (auth.getState().status === 'loading') void restoreSession(auth)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} auth={auth} />
  </StrictMode>,
)
