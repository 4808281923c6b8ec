export { Button, type ButtonProps, type ButtonVariant, type ButtonTone, type ButtonSize } from './Button.tsx';
