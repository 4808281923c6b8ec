export { GridList, GridListItem, isTextDropItem, useGridListDragAndDrop, type GridListProps, type GridListItemProps, type GridListKey, type DropItem, type Selection } from './GridList.tsx';
