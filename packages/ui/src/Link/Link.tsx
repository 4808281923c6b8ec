import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Link.css.ts';

/** Props of {@link Link}. All react-aria `Link` props pass through (`target`, `rel`, `onPress` …). */
export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  href?: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link (react-aria `Link`: a real `<a href>`, focus ring for keyboard users only).
 * Client-side navigation: wrap the app in react-aria's `RouterProvider` (re-exported here as
 * `RouterProvider`) with the router's `navigate`, and every `Link` uses it.
 */
export function Link({ className, ref, ...rest }: LinkProps) {
  return <AriaLink {...rest} ref={ref} className={clsx(styles.link, className)} />;
}
