export { Select } from './Select.tsx';
export type { SelectItem, SelectProps } from './Select.tsx';
