export { Dialog, type DialogContentProps, type DialogRootProps } from './Dialog.tsx';
