export { Tag, type TagProps } from './Tag.tsx';
