/** The query parameter of /onboarding that holds the step, so a reload keeps it (read by the guard too, so kept apart from the step rules). */
export const STEP_PARAM = 'step';
