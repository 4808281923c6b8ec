import { useLayoutEffect, useRef, type Ref } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import clsx from 'clsx';
import * as styles from './SegmentedControl.css.ts';

/** One option of a {@link SegmentedControl}. */
export interface SegmentItem {
  id: string;
  label: string;
  /** Optional number after the label (e.g. unread events); read as part of the option's name. */
  count?: number;
  isDisabled?: boolean;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps {
  /** Names the group, e.g. 'Фильтр ленты'. */
  label: string;
  /** Keep the label for screen readers only. Default `true` (segments usually explain themselves). */
  isLabelHidden?: boolean;
  items: readonly SegmentItem[];
  /** Selected id (controlled). */
  value?: string;
  /** Initially selected id (uncontrolled). */
  defaultValue?: string;
  onChange?: (id: string) => void;
  isDisabled?: boolean;
  className?: string;
  /** The radio group's element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A one-of-few switch drawn as joined buttons — the feed filters (SPEC §2 Feed: all / mine /
 * thanks …). Semantics are a radio group (react-aria-components `RadioGroup` + `Radio`): Tab
 * enters at the selected option, arrow keys move and select, each option is a real radio input.
 * For sections with their own content use `Tabs`.
 */
export function SegmentedControl({ label, isLabelHidden = true, items, value, defaultValue, onChange, isDisabled, className, ref }: SegmentedControlProps) {
  const labelNode = <Label className={styles.label}>{label}</Label>;
  const track = useRef<HTMLDivElement>(null);
  const selected = value ?? defaultValue;
  // A chosen segment that starts out of view (a filter from the URL on a phone) is scrolled into
  // the track's view — sideways only, never the page.
  useLayoutEffect(() => {
    const el = track.current;
    const chosen = el?.querySelector<HTMLElement>('[data-selected]');
    if (!el || !chosen) return;
    const start = chosen.offsetLeft - el.offsetLeft;
    const end = start + chosen.offsetWidth;
    if (start < el.scrollLeft) el.scrollLeft = start;
    else if (end > el.scrollLeft + el.clientWidth) el.scrollLeft = end - el.clientWidth;
  }, [selected]);
  return (
    <RadioGroup
      ref={ref}
      value={value}
      defaultValue={defaultValue ?? items.find((item) => !item.isDisabled)?.id}
      onChange={onChange}
      isDisabled={isDisabled}
      orientation="horizontal"
      className={clsx(styles.root, className)}
    >
      {isLabelHidden ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <div ref={track} className={styles.track}>
        {items.map((item) => (
          <Radio key={item.id} value={item.id} isDisabled={item.isDisabled} className={styles.segment}>
            <span>{item.label}</span>
            {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
