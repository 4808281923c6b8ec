export { Link, type LinkProps } from './Link.tsx';
export { RouterProvider } from 'react-aria-components';
