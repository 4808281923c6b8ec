import type { Notification, NotificationPage } from '@gratia/contracts';

/**
 * Pure helpers behind the notifications' cache updates (SPEC §2 Header 'Notifications bell').
 * Each returns its input unchanged (same reference) when nothing matched, so swr re-renders nothing.
 */

/** The pages with notification `id`'s `readAt` set to `readAt` (null: unread again). */
export function markedRead(pages: NotificationPage[] | undefined, id: number, readAt: string | null): NotificationPage[] | undefined {
  if (!pages) return pages;
  let changed = false;
  const next = pages.map((page) => {
    if (!page.items.some((n) => n.id === id && n.readAt !== readAt)) return page;
    changed = true;
    return { ...page, items: page.items.map((n) => (n.id === id ? { ...n, readAt } : n)) };
  });
  return changed ? next : pages;
}

/** The pages with every unread notification read at `readAt`. */
export function markedAllRead(pages: NotificationPage[] | undefined, readAt: string): NotificationPage[] | undefined {
  if (!pages || !pages.some((p) => p.items.some((n) => n.readAt === null))) return pages;
  return pages.map((page) => ({ ...page, items: page.items.map((n) => (n.readAt === null ? { ...n, readAt } : n)) }));
}

/**
 * Notifications in order, each id once (the first, newest copy wins): a grouped like notification
 * moves to the top when liked again, so a later page may hold it again.
 */
export function uniqueById(items: readonly Notification[]): Notification[] {
  const seen = new Set<number>();
  const out: Notification[] = [];
  for (const n of items) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    out.push(n);
  }
  return out;
}
