export { Dialog, type DialogContentProps } from './Dialog.tsx';
