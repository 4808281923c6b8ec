import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';
import { Text } from '@gratia/ui';
import * as css from './LinkifiedText.css.ts';

/** Props of {@link LinkifiedText}. */
export interface LinkifiedTextProps {
  /** Plain text as a member wrote it (a description): URLs and e-mail addresses in it become links. */
  children: string;
  className?: string;
}

/** Web addresses (http, https, or starting with www.) and e-mail addresses only; each opens in a new tab without access to this page. */
const OPTIONS: Opts = {
  target: { url: '_blank' },
  rel: 'noopener noreferrer',
  className: css.link,
  defaultProtocol: 'https',
  validate: { url: (value: string) => /^(https?:\/\/|www\.)/i.test(value) },
};

/**
 * A paragraph of member-written text with its links made clickable (SPEC §1 challenges' description
 * "with links"; DOMAIN §1.2), found by `linkify-react` — a maintained tokenizer rather than a home-made
 * pattern. Line breaks are kept when `className` sets `white-space: pre-line`.
 */
export function LinkifiedText({ children, className }: LinkifiedTextProps) {
  return (
    <Text className={className}>
      <Linkify options={OPTIONS}>{children}</Linkify>
    </Text>
  );
}
