export { SegmentedControl, type SegmentItem, type SegmentedControlProps } from './SegmentedControl.tsx';
