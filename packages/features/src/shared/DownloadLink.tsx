import type { ReactNode } from 'react';
import { Link } from '@gratia/ui';
import * as css from './DownloadLink.css.ts';

/** Props of {@link DownloadLink}. */
export interface DownloadLinkProps {
  /** The file's URL (an API export: the server names the file). */
  href: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A link that downloads a file (the .xlsx exports of the structure and transactions tabs), shaped
 * as a small secondary button: a real link, so the browser saves the server's file by itself.
 */
export function DownloadLink({ href, children, ...rest }: DownloadLinkProps) {
  return (
    <Link href={href} download className={css.downloadLink} {...rest}>
      {children}
    </Link>
  );
}
