import type { Division } from '@gratia/contracts';

/**
 * The demo company's divisions in stories and tests of every area (the directory, the structure):
 * Продукт › Продукт и дизайн › Исследования, Продукт › Разработка › Backend, HR, Продажи.
 */
export const divisions: Division[] = [
  { id: 10, name: 'Продукт', parentId: null, memberCount: 1, childCount: 2 },
  { id: 3, name: 'Продукт и дизайн', parentId: 10, memberCount: 3, childCount: 1 },
  { id: 11, name: 'Исследования', parentId: 3, memberCount: 1, childCount: 0 },
  { id: 12, name: 'Разработка', parentId: 10, memberCount: 0, childCount: 1 },
  { id: 2, name: 'Backend', parentId: 12, memberCount: 4, childCount: 0 },
  { id: 1, name: 'HR', parentId: null, memberCount: 2, childCount: 0 },
  { id: 4, name: 'Продажи Северо-Запад и Калининградская область', parentId: null, memberCount: 5, childCount: 0 },
];
