export { DateInput, type DateInputProps } from './DateInput.tsx';
export { DateRangeInput, type DateRangeInputProps, type DateRange } from './DateRangeInput.tsx';
