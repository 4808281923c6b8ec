export { Calendar, type CalendarProps } from './Calendar.tsx';
