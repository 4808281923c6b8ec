export { VirtualList, type VirtualListProps } from './VirtualList.tsx';
