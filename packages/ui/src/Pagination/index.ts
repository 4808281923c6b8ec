export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageSlots, type PageSlot } from './pages.ts';
