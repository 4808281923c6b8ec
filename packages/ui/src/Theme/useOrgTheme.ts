import { useEffect } from 'react';
import { applyOrgTheme } from '@gratia/tokens';

/**
 * Applies an organization's `colors_json` (SPEC §3) to the document at run time, as CSS
 * variables on `<html>` (so portalled dialogs, popovers and toasts are themed too), whenever
 * its content changes. `undefined` means "not loaded yet" and leaves the current theme alone;
 * `null` or `{}` apply Gratia's defaults. Malformed values fall back per key (see
 * `applyOrgTheme` in @gratia/tokens). Admins' unsaved palettes can be previewed the same way.
 */
export function useOrgTheme(colorsJson: unknown, element?: HTMLElement): void {
  // Compare by content, not identity: a refetch returning the same palette does nothing.
  const key = colorsJson === undefined ? undefined : typeof colorsJson === 'string' ? colorsJson : JSON.stringify(colorsJson);
  useEffect(() => {
    if (key === undefined) return;
    applyOrgTheme(key, element ?? document.documentElement);
  }, [key, element]);
}
