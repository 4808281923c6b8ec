import { describe, expect, it } from 'vitest';
import type { Division } from '@gratia/contracts';
import { divisionTree } from './divisions.ts';

const d = (id: number, name: string, parentId: number | null): Division => ({ id, name, parentId, memberCount: 0, childCount: 0 });

describe('divisionTree', () => {
  it('lists each parent before its children, siblings by name, with depths', () => {
    const tree = divisionTree([d(3, 'Продажи', null), d(1, 'Продукт', null), d(4, 'Разработка', 1), d(2, 'Дизайн', 1), d(5, 'Исследования', 2)], 'ru');
    expect(tree.map((n) => `${n.depth}:${n.division.name}`)).toEqual(['0:Продажи', '0:Продукт', '1:Дизайн', '2:Исследования', '1:Разработка']);
  });

  it('puts a division whose parent is unknown at the top, and survives a cycle', () => {
    expect(divisionTree([d(2, 'B', 99)], 'ru').map((n) => n.depth)).toEqual([0]);
    const cycle = divisionTree([d(1, 'A', 2), d(2, 'B', 1)], 'ru');
    expect(cycle.map((n) => n.division.id).sort()).toEqual([1, 2]);
  });
  it('sorts by the language given, not the runtime’s: in ru Cyrillic names come before Latin ones', () => {
    const items = [d(1, 'HR', null), d(2, 'Маркетинг', null), d(3, 'Backend', null)];
    expect(divisionTree(items, 'ru').map((n) => n.division.name)).toEqual(['Маркетинг', 'Backend', 'HR']);
    expect(divisionTree(items, 'en').map((n) => n.division.name)).toEqual(['Backend', 'HR', 'Маркетинг']);
  });
});
