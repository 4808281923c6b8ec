/** The signed-in user's profile and settings (SPEC §3 Profile info, §7 'GET user profile'). */
export { profileHandlers } from './routes.ts';
export { getProfileInfo } from './service.ts';
