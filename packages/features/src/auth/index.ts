/** auth — signing in with a one-time code and signing out (SPEC §4 sign-in, Logout; §2 /login and /). */
export { LoginForm, type LoginFormProps } from './LoginForm.tsx';
export { sessionKey, useLogout, useRequestCode, useSession, useVerifyCode } from './hooks.ts';
