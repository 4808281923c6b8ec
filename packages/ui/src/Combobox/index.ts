export { Combobox } from './Combobox.tsx';
export type { ComboboxProps } from './Combobox.tsx';
