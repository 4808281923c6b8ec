/**
 * / (SPEC §2: login by shared key): the same sign-in screen as /login — the community key comes
 * from `?key=` or `?shared_key=`, and a member who is already signed in goes on to the app.
 */
export { Component } from './LoginScreen.tsx';
