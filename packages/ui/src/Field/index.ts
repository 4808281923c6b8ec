// Public: the shared label, help row and validation props of every field. The field styles and
// the chevron/check icons are internal to this package (its fields import them from Field.tsx).
export { FieldLabel, FieldHelp, fieldValidation } from './Field.tsx';
export type { FieldBaseProps, FieldLabelProps } from './Field.tsx';
