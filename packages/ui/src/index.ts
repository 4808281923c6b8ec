/**
 * @gratia/ui — accessible primitives themed at run time by the organization's colors_json.
 * No data fetching, no routing, no product words. Strings live in the i18next namespace 'ui'
 * (`uiResources`).
 */
export * from './Button/index.ts';
export * from './IconButton/index.ts';
export * from './Link/index.ts';
export * from './Spinner/index.ts';
export * from './Toast/index.ts';
export * from './Dialog/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './Drawer/index.ts';
export * from './i18n/index.ts';
export * from './TextField/index.ts';
export * from './TextArea/index.ts';
export * from './Combobox/index.ts';
export * from './Card/index.ts';
export * from './Stack/index.ts';
export * from './Inline/index.ts';
export * from './Text/index.ts';
export * from './Heading/index.ts';
export * from './Avatar/index.ts';
export * from './Badge/index.ts';
export * from './Tag/index.ts';
export * from './Skeleton/index.ts';
export * from './EmptyState/index.ts';
export * from './ErrorState/index.ts';
export * from './Theme/index.ts';
export * from './NumberField/index.ts';
export * from './Checkbox/index.ts';
export * from './Switch/index.ts';
export * from './Select/index.ts';
export * from './LocaleProvider/index.ts';
export * from './Popover/index.ts';
export * from './NotificationBell/index.ts';
export * from './Menu/index.ts';
export * from './ProgressBar/index.ts';
export * from './ColorField/index.ts';
export * from './ImagePicker/index.ts';
export * from './DateInput/index.ts';
export * from './Calendar/index.ts';
export * from './Tooltip/index.ts';
export * from './Tabs/index.ts';
export * from './SegmentedControl/index.ts';
export * from './Pagination/index.ts';
export * from './Stepper/index.ts';
export * from './ImageCrop/index.ts';
export * from './VirtualList/index.ts';
export * from './DataTable/index.ts';
export * from './Box/index.ts';
export * from './RadioGroup/index.ts';
export * from './GridList/index.ts';
export * from './FileTrigger/index.ts';
export * from './Field/index.ts';
