// /logout clears local storage and goes to the identity provider's logout, which returns to /login.
import { useEffect } from 'react'
import { signOut } from './session'
import { SigningIn } from './signing-in'

export const LogoutPage = () => {
  useEffect(() => {
    signOut()
  }, [])
  return <SigningIn message="Signing you out…" />
}
