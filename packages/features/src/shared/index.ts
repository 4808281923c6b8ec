/**
 * shared — widgets and hooks several areas use and no single area owns: the frame for loading,
 * empty and error ({@link DataPanel}), the frame of the product's icons, deferred fetching
 * (SPEC §9), and where sign-in leads back to (SPEC §8). Imports no area.
 */
export { DataPanel, type DataPanelProps, type DataPanelStatus } from './DataPanel.tsx';
export { StrokeIcon, type StrokeIconProps } from './StrokeIcon.tsx';
export { DEFERRED_FETCH_DELAY_MS, useDelayPassed } from './useDelayPassed.ts';
export { DEFAULT_AFTER_SIGN_IN, NEXT_PARAM, safeNextPath, signInSearch } from './nextPath.ts';
export { DownloadLink, type DownloadLinkProps } from './DownloadLink.tsx';
export { FormDialog, type FormDialogProps } from './FormDialog.tsx';
export { lazyPart, preloadLazyParts } from './lazyPart.ts';
export { LinkifiedText, type LinkifiedTextProps } from './LinkifiedText.tsx';
