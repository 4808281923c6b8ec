import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { IMAGE_MIME, formatBytes, validateImageFile, type ImageFileError, type ImageKind } from './imageFile.ts';
import * as styles from './ImagePicker.css.ts';

/** Uploads a file, reporting progress as a fraction 0…1; rejects on failure. */
export type ImageUpload = (file: File, onProgress: (fraction: number) => void) => Promise<void>;

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** Visible label, also the accessible name of the drop zone and the file button. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** URL of the current image (e.g. the saved logo), shown until a new file is chosen. */
  value?: string | null;
  /** PNG-only mode (award images, SPEC §6). Default false: PNG, JPEG, GIF, WebP. */
  pngOnly?: boolean;
  /** Maximum file size, bytes. */
  maxBytes?: number;
  /** Maximum image width and height, px (e.g. 166 × 35 for the logo, SPEC §5). */
  maxWidth?: number;
  maxHeight?: number;
  /** Called with a file that passed every check. */
  onSelect?: (file: File) => void;
  /** Called when the user removes the chosen file (shows a Remove button when given). */
  onRemove?: () => void;
  /** Uploads the accepted file; the picker shows its progress and a translated error on failure. */
  upload?: ImageUpload;
  /** Progress driven by the parent, percent 0…100; shows the bar while defined and below 100. */
  progress?: number;
  /** An error from outside (e.g. the server refused the file). */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

function ImageIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </svg>
  );
}


/**
 * Image picker with drag and drop (react-aria `DropZone`) and a file button (`FileTrigger`),
 * for logos, award images and photos. Every file is checked before anything happens: image
 * MIME type and magic bytes (a renamed file is refused), PNG only when `pngOnly`, `maxBytes`,
 * and `maxWidth` × `maxHeight` after decoding. A refused file shows a translated message in an
 * alert and changes nothing. An accepted one is previewed, passed to `onSelect`, and uploaded
 * through `upload(file, onProgress)` with a `ProgressBar` (or the parent drives `progress`).
 * Any drop is accepted so that a wrong file gets an explanation rather than a silent refusal.
 * Keyboard: Tab reaches the drop zone (it accepts a pasted image) and then the file button
 * (Enter/Space open the file dialog).
 */
export function ImagePicker({
  label,
  description,
  value,
  pngOnly = false,
  maxBytes,
  maxWidth,
  maxHeight,
  onSelect,
  onRemove,
  upload,
  progress,
  errorMessage,
  isDisabled = false,
  className,
}: ImagePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<ImageFileError | 'tooMany' | 'upload' | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const attempt = useRef(0);

  const kinds: ImageKind[] = pngOnly ? ['png'] : ['png', 'jpeg', 'gif', 'webp'];
  const accepted = kinds.map((k) => IMAGE_MIME[k]);

  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  async function accept(files: File[]) {
    const current = ++attempt.current;
    if (files.length !== 1) {
      setError(files.length > 1 ? 'tooMany' : { code: pngOnly ? 'notPng' : 'notImage' });
      return;
    }
    const candidate = files[0]!;
    const problem = await validateImageFile(candidate, { kinds, maxBytes, maxWidth, maxHeight });
    if (current !== attempt.current) return;
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFile(candidate);
    setPreviewUrl(URL.createObjectURL(candidate));
    onSelect?.(candidate);
    if (upload) {
      setUploadProgress(0);
      try {
        await upload(candidate, (fraction) => {
          if (current === attempt.current) setUploadProgress(Math.round(Math.min(1, Math.max(0, fraction)) * 100));
        });
        if (current === attempt.current) setUploadProgress(100);
      } catch {
        if (current === attempt.current) {
          setUploadProgress(null);
          setError('upload');
        }
      }
    }
  }

  function errorText(e: NonNullable<typeof error>): string {
    if (e === 'tooMany') return t('imagePicker.errors.tooMany');
    if (e === 'upload') return t('imagePicker.errors.upload');
    switch (e.code) {
      case 'tooLarge':
        return t('imagePicker.errors.tooLarge', { size: formatBytes(e.maxBytes, i18n.language) });
      case 'tooWide':
        return t('imagePicker.errors.tooWide', { width: e.maxWidth, height: e.maxHeight, actualWidth: e.width, actualHeight: e.height });
      default:
        return t(`imagePicker.errors.${e.code}`);
    }
  }

  const shownError = errorMessage ?? (error ? errorText(error) : null);
  const hints = [
    pngOnly ? t('imagePicker.hintPng') : t('imagePicker.hintImage'),
    maxBytes != null ? t('imagePicker.hintMaxSize', { size: formatBytes(maxBytes, i18n.language) }) : null,
    maxWidth != null && maxHeight != null ? t('imagePicker.hintMaxDimensions', { width: maxWidth, height: maxHeight }) : null,
  ].filter(Boolean);
  const shownProgress = progress ?? uploadProgress;
  const src = previewUrl ?? value ?? null;
  const describedBy = clsx(hintId, shownError ? errorId : null);

  return (
    <div className={clsx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description != null ? <span className={styles.hint}>{description}</span> : null}
      <DropZone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        className={styles.zone}
        data-invalid={shownError ? true : undefined}
        aria-label={typeof label === 'string' ? label : undefined}
        onDrop={async (event) => {
          const items = event.items.filter((item: DropItem): item is FileDropItem => item.kind === 'file');
          await accept(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <div className={styles.previewBox}>
          {src ? <img className={styles.preview} src={src} alt={t('imagePicker.preview', { name: file?.name ?? '' }).replace(/:\s*$/, '')} /> : <ImageIcon />}
        </div>
        <div className={styles.body}>
          <Text slot="label" className={styles.prompt}>
            {t('imagePicker.drop')}
          </Text>
          <div className={styles.actions}>
            <FileTrigger acceptedFileTypes={accepted} onSelect={(list) => void accept(list ? Array.from(list) : [])}>
              <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
                {src ? t('imagePicker.replace') : t('imagePicker.choose')}
              </Button>
            </FileTrigger>
            {onRemove && src ? (
              <Button
                variant="ghost"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => {
                  attempt.current++;
                  setFile(null);
                  setPreviewUrl(null);
                  setUploadProgress(null);
                  setError(null);
                  onRemove();
                }}
              >
                {t('imagePicker.remove')}
              </Button>
            ) : null}
          </div>
          <span id={hintId} className={styles.hint}>
            {hints.join(', ')}
          </span>
        </div>
      </DropZone>
      {shownProgress != null && shownProgress < 100 ? (
        <ProgressBar label={t('imagePicker.uploading', { name: file?.name ?? '' })} value={shownProgress} />
      ) : null}
      {shownProgress === 100 && file ? (
        <span className={styles.hint} role="status">
          {t('imagePicker.uploaded', { name: file.name })}
        </span>
      ) : null}
      <div id={errorId} role="alert" className={styles.error}>
        {shownError}
      </div>
    </div>
  );
}
