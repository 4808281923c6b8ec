export { FieldLabel, FieldHelp, fieldValidation, fieldStyles, ChevronIcon, CheckIcon } from './Field.tsx';
export type { FieldBaseProps } from './Field.tsx';
