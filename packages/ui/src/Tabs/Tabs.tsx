import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Tabs.css.ts';

/** One tab of {@link Tabs}. */
export interface TabItem {
  id: string;
  label: string;
  /** The panel shown while this tab is selected. Omit when the host renders the content (e.g. by route). */
  content?: ReactNode;
  isDisabled?: boolean;
  /**
   * Makes the tab a link (navigates through the app's `RouterProvider`): each tab is a route and
   * the host passes the route's tab as `selectedKey`. Use `keyboardActivation="manual"` with it.
   */
  href?: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Разделы профиля'. */
  'aria-label': string;
  /** The selected tab's id (controlled) — e.g. read from the URL so the host can mirror it. */
  selectedKey?: string;
  /** Initially selected id (uncontrolled). Default: the first enabled tab. */
  defaultSelectedKey?: string;
  /** Called with the newly selected id (the host writes it to the URL when mirroring). */
  onSelectionChange?: (id: string) => void;
  /**
   * `automatic` (default): arrow keys select as they move; `manual`: arrows move focus, Enter or
   * Space selects — use it when selecting is expensive (loads data, changes the URL).
   */
  keyboardActivation?: 'automatic' | 'manual';
  /**
   * Content of the selected tab when items have no `content` — e.g. the router's outlet when the
   * tab is mirrored in the URL.
   */
  children?: ReactNode;
  className?: string;
  /** The tabs' root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Sections of one screen (profile, admin areas) as react-aria-components `Tabs`: a `tablist`
 * whose arrow keys move between tabs, Home/End jump, the selected tab's panel follows (Tab moves
 * focus into it). Controlled with `selectedKey` + `onSelectionChange` it can mirror the URL
 * (`?tab=…`), so a reload or a shared link opens the same tab. On narrow screens the row
 * scrolls sideways, with the selected tab scrolled into view.
 */
export function Tabs({ items, 'aria-label': ariaLabel, selectedKey, defaultSelectedKey, onSelectionChange, keyboardActivation = 'automatic', children, className, ref }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const initialKey = defaultSelectedKey ?? items.find((item) => !item.isDisabled)?.id;
  // react-aria reports the initial selection too; the host hears only real changes.
  const lastKey = useRef<string | undefined>(selectedKey ?? initialKey);
  const listRef = useRef<HTMLDivElement>(null);
  // On a narrow screen the row scrolls sideways: bring the selected tab into it (a tab opened by
  // its link, e.g. the last of six on a phone), without scrolling the page.
  // react-aria builds the tabs' collection after the first render: look once the frame is painted.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!list || !tab) return;
      const box = list.getBoundingClientRect();
      const at = tab.getBoundingClientRect();
      if (at.left < box.left || at.right > box.right) list.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  return (
    <AriaTabs
      ref={ref}
      selectedKey={selectedKey}
      defaultSelectedKey={selectedKey === undefined ? initialKey : undefined}
      onSelectionChange={(key: Key) => {
        const id = String(key);
        if (id === (selectedKey ?? lastKey.current)) return;
        lastKey.current = id;
        onSelectionChange?.(id);
      }}
      disabledKeys={disabledKeys}
      keyboardActivation={keyboardActivation}
      className={clsx(styles.root, className)}
    >
      <TabList ref={listRef} aria-label={ariaLabel} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content ?? children}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
