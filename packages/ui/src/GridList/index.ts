export { GridList, GridListItem, type GridListProps, type GridListItemProps, type GridListKey, type Selection } from './GridList.tsx';
