import type { Division } from '@gratia/contracts';

/** A division with its depth in the tree (0 for a top-level one). */
export interface DivisionNode {
  division: Division;
  depth: number;
}

/**
 * The divisions as a tree read top to bottom: each parent followed by its children (by name in
 * the language `lng`: in ru Cyrillic names come before Latin ones), with their depth — the order
 * and indentation of a tree select. The language is explicit, never the runtime's default, so a
 * page rendered on the server lists them in the order the browser hydrates. A division whose
 * parent is missing from `items` is shown at the top level; a cycle never loops.
 */
export function divisionTree(items: readonly Division[], lng: string): DivisionNode[] {
  const collator = new Intl.Collator(lng);
  const ids = new Set(items.map((d) => d.id));
  const children = new Map<number | null, Division[]>();
  for (const d of items) {
    const parent = d.parentId !== null && ids.has(d.parentId) && d.parentId !== d.id ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  for (const list of children.values()) list.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const out: DivisionNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const d of children.get(parent) ?? []) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.push({ division: d, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  // Members of a cycle (each the other's parent) hang from nothing: list them at the top.
  for (const d of items) if (!seen.has(d.id)) {
    seen.add(d.id);
    out.push({ division: d, depth: 0 });
    walk(d.id, 1);
  }
  return out;
}
