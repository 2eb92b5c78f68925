export { type SessionState, useSession, useSignedInSession } from './api/get-session';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { GuestOnly } from './components/guest-only';
export { InvitationPage } from './components/invitation-page';
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
export { RequireAuth } from './components/require-auth';
export { ResetPasswordPage } from './components/reset-password-page';
export { endSession, startSession, watchSessionEnd } from './session';
