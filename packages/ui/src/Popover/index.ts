export { Popover, type PopoverProps, type PopoverPlacement } from './Popover.tsx';
