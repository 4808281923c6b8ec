import './strings.ts';
import type { ReactNode } from 'react';
import type { TemplateCategory } from '@gratia/contracts';
import { Checkbox } from '@gratia/ui';
import * as css from './CategoryTree.css.ts';

/** Props of {@link CategoryTree}. */
export interface CategoryTreeProps {
  /** The roots of the tree, each with its children (sorted by the server). */
  nodes: readonly TemplateCategory[];
  /** The checked categories (multi-select); without `onChange` the tree shows names only. */
  selected?: readonly number[];
  onChange?: (ids: number[]) => void;
  /** The accessible name of the tree's list. */
  'aria-label': string;
  /** Something at the end of each row (the manager's delete button). */
  renderAction?: (node: TemplateCategory) => ReactNode;
  'data-testid'?: string;
}

/**
 * A category tree (SPEC §3 'category, parent category'; DOMAIN §1.9 'a tree, multi-select'):
 * nested lists, each level indented, every category a checkbox when `onChange` is given (the
 * list's filter: several may be checked; a checked category also selects its subcategories'
 * templates on the server), else its name; `renderAction` adds a control per row.
 */
export function CategoryTree({ nodes, selected = [], onChange, 'aria-label': ariaLabel, renderAction, 'data-testid': testId }: CategoryTreeProps) {
  const toggle = (id: number, on: boolean) => onChange?.(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  const level = (items: readonly TemplateCategory[], depth: number): ReactNode => (
    <ul className={depth === 0 ? css.list : `${css.list} ${css.nested}`} aria-label={depth === 0 ? ariaLabel : undefined} data-testid={depth === 0 ? testId : undefined}>
      {items.map((node) => (
        <li key={node.id} data-category={node.id}>
          <div className={css.row}>
            {onChange ? (
              <Checkbox isSelected={selected.includes(node.id)} onChange={(on) => toggle(node.id, on)}>
                <span className={css.name}>{node.name}</span>
              </Checkbox>
            ) : (
              <span className={css.name}>{node.name}</span>
            )}
            {renderAction?.(node)}
          </div>
          {node.children.length > 0 ? level(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return <>{level(nodes, 0)}</>;
}
