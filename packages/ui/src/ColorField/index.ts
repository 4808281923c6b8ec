export { ColorField, contrastLevel, type ColorFieldProps, type ContrastLevel } from './ColorField.tsx';
