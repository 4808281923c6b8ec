import { useId, type ReactNode } from 'react';
import { Badge, Button, type BadgeTone, type ButtonProps } from '@gratia/ui';
import * as css from './MarketView.css.ts';

/** Props of {@link CountedButton}. */
export interface CountedButtonProps extends Omit<ButtonProps, 'children' | 'aria-describedby'> {
  children: ReactNode;
  /** The badge's tone, readable on the button's fill (`neutral` on a primary button, `accent` on a secondary one). */
  badgeTone?: BadgeTone;
  /** The number on the badge (none at 0). */
  count: number;
  /** What the number means, read as the button's description ('Items in the cart: 4'). */
  countLabel: string;
}

/**
 * A ui `Button` with a count after its label (the cart's lines, the filters set), as the ui bell
 * shows its unread count: the badge is decorative, the count is the button's accessible
 * description, so the button's name stays its label.
 */
export function CountedButton({ count, countLabel, badgeTone = 'accent', children, ...rest }: CountedButtonProps) {
  const descriptionId = useId();
  return (
    <>
      <Button {...rest} aria-describedby={count > 0 ? descriptionId : undefined}>
        {children}
        {count > 0 ? (
          <Badge tone={badgeTone} className={css.countBadge} aria-hidden="true">
            {count > 99 ? '99+' : String(count)}
          </Badge>
        ) : null}
      </Button>
      {count > 0 ? (
        <span id={descriptionId} hidden>
          {countLabel}
        </span>
      ) : null}
    </>
  );
}
