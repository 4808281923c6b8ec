/**
 * birthdays — who has a birthday (SPEC §1 main page 'birthdays (calendar and range)'; DOMAIN
 * §7.4): the main page's block with the upcoming days, a chosen period and a month calendar.
 */
export { BirthdaysPanel, UPCOMING_DAYS, type BirthdaysPanelProps, type BirthdaysView } from './BirthdaysPanel.tsx';
export { birthdaysKey, useBirthdays } from './hooks.ts';
