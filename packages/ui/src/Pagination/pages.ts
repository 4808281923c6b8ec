/** One slot of a page list: a page number or a gap. */
export type PageSlot = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * Page numbers to show (1-based): always the first and last page, the current one with
 * `siblings` on each side, and an ellipsis for each gap; a gap of exactly one page shows that
 * page instead. E.g. page 6 of 20, siblings 1 → 1 … 5 6 7 … 20.
 */
export function pageSlots(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) slots.push({ type: 'ellipsis', key: `gap-${previous}` });
    slots.push({ type: 'page', page: p });
    previous = p;
  }
  return slots;
}
