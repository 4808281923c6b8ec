import { useId, useState, type ReactNode, type Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { contrastRatio, normalizeHex, vars, WCAG_AA } from '@gratia/tokens';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './ColorField.css.ts';

/** How a colour's contrast against the surface rates under WCAG 2.x AA. */
export type ContrastLevel = 'text' | 'largeText' | 'fail';

/** Rates a contrast ratio: `text` ≥ 4.5:1, `largeText` (and UI parts) ≥ 3:1, else `fail`. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= WCAG_AA.text) return 'text';
  if (ratio >= WCAG_AA.largeText) return 'largeText';
  return 'fail';
}

/** Props of {@link ColorField}. */
export interface ColorFieldProps extends Omit<FieldBaseProps, 'errorMessage'> {
  /** The colour as `#rrggbb` (controlled). */
  value?: string;
  /** Initial colour (uncontrolled). */
  defaultValue?: string;
  /** Called with a normalized `#rrggbb` whenever the text is a valid colour; never with invalid text. */
  onChange?: (hex: string) => void;
  /**
   * The background the readout compares against, `#rrggbb`. Default: the current theme's
   * `surface` colour, read from the document root.
   */
  contrastAgainst?: string;
  /** Hide the contrast readout (e.g. for a decorative colour). Default false. */
  hideContrast?: boolean;
  /** An external error (e.g. from the server) shown instead of the built-in format check. */
  errorMessage?: ReactNode;
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Reads a `var(--name)` token's current value from the document root. */
function readCssVar(reference: string): string | null {
  const name = /var\((--[^),]+)/.exec(reference)?.[1];
  if (!name || typeof document === 'undefined') return null;
  return normalizeHex(getComputedStyle(document.documentElement).getPropertyValue(name).trim());
}

/**
 * A hex colour input for branding (SPEC §3 `colors_json`): text field accepting `#rgb` or
 * `#rrggbb` (the `#` optional), a swatch of the current value and a live WCAG contrast readout
 * against the surface ("4.8:1 — passes AA"). Invalid text shows a translated error, sets
 * `aria-invalid` and never reaches `onChange`; on blur a valid value is normalized to `#rrggbb`.
 * The readout is a polite live region so screen reader users hear the new rating.
 */
export function ColorField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  contrastAgainst,
  hideContrast = false,
  name,
  className,
  ref,
}: ColorFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [seenValue, setSeenValue] = useState(value);
  const readoutId = useId();

  // Follow a controlled value changed from outside (adjusting state while rendering, not in an
  // effect), unless it is the colour the user is typing in another form (`#abc` vs `#aabbcc`).
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && normalizeHex(text) !== normalizeHex(value)) setText(value);
  }

  // The theme lives in CSS variables on the document root (applyOrgTheme); read at render time.
  const surface = contrastAgainst ?? readCssVar(vars.color.surface);

  const hex = normalizeHex(text);
  const formatError = text.trim() !== '' && hex == null ? t('colorField.invalid') : undefined;
  const shownError = errorMessage ?? formatError;
  const ratio = hex && surface ? contrastRatio(hex, surface) : null;
  const level = ratio != null ? contrastLevel(ratio) : null;
  const ratioText = ratio != null ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ratio) : '';

  return (
    <AriaTextField
      value={text}
      onChange={(next) => {
        setText(next);
        const normalized = normalizeHex(next);
        if (normalized) onChange?.(normalized);
      }}
      onBlur={() => {
        if (hex && hex !== text) setText(hex);
      }}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      {...fieldValidation(shownError)}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <div className={styles.row}>
        <span className={styles.swatch} style={hex ? { background: hex } : undefined} aria-hidden="true" data-testid="color-swatch" />
        <Input
          ref={ref}
          className={clsx(fieldStyles.input, styles.input)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          placeholder="#rrggbb"
          aria-describedby={hideContrast ? undefined : readoutId}
        />
      </div>
      {!hideContrast ? (
        <div id={readoutId} className={styles.contrast} aria-live="polite">
          {ratio != null && level != null && hex && surface ? (
            <>
              <span>{t('colorField.contrast', { ratio: ratioText })}</span>
              <span className={level === 'text' ? styles.verdictPass : level === 'largeText' ? styles.verdictWarn : styles.verdictFail}>
                {t(`colorField.level.${level}`)}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
      <FieldHelp description={description} errorMessage={shownError} />
    </AriaTextField>
  );
}
