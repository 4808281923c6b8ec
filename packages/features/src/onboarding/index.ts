/** onboarding — a signed-in member with no organization (SPEC §2 /onboarding). */
export { OnboardingView } from './OnboardingView.tsx';
