/**
 * onboarding — a signed-in person with no community (SPEC §2 /onboarding; DOMAIN §6.6;
 * docs/decisions/0035): the four-step wizard (welcome, communities — join by invitation or create
 * —, the creator's first period, education with the invite link), its guard, and the calls that
 * create and join. Its strings load with /onboarding (`strings.ts`, decision 0022).
 */
export { OnboardingWizard, type OnboardingWizardProps } from './OnboardingWizard.tsx';
export { RequireOnboarding } from './RequireOnboarding.tsx';
export { CommunitiesStep, type CommunitiesStepProps } from './CommunitiesStep.tsx';
export { PeriodStep, type PeriodStepProps } from './PeriodStep.tsx';
export { EducationStep, type EducationStepProps } from './EducationStep.tsx';
export { clearDrafts, useCommunityCalls, useDraft, type CommunityCalls } from './hooks.ts';
export { inviteTokenOf, ONBOARDING_STEPS, STEP_PARAM, stepToShow, type OnboardingStep } from './steps.ts';
