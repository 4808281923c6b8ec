import { useCallback, useId, useState, type KeyboardEvent, type Ref } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cropImageToBlob, type CropOutput, type PixelArea } from './cropImage.ts';
import * as styles from './ImageCrop.css.ts';

/** Crop presets: `avatar` is a round 1:1 profile photo, `cover` a 16:9 rectangle (challenges, surveys). */
export type CropPreset = 'avatar' | 'cover';

const PRESETS: Record<CropPreset, { aspect: number; shape: 'round' | 'rect'; width: number }> = {
  avatar: { aspect: 1, shape: 'round', width: 512 },
  cover: { aspect: 16 / 9, shape: 'rect', width: 1280 },
};

/** Zoom limits and the step of one +/− key press or button press. */
export const CROP_ZOOM = { min: 1, max: 4, step: 0.25 } as const;

function ZoomIcon({ sign }: { sign: 'plus' | 'minus' }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d={sign === 'plus' ? 'M3 8h10M8 3v10' : 'M3 8h10'} />
    </svg>
  );
}

/** Props of {@link ImageCrop}. */
export interface ImageCropProps {
  /** The image to crop: an object URL of the picked file, a data URL or a CORS-enabled URL. */
  src: string;
  /** Default `avatar`. */
  preset?: CropPreset;
  /** Output encoding; width defaults to 512 px (avatar) or 1280 px (cover). */
  output?: CropOutput;
  /** Called with the cropped image when the user presses Apply. */
  onCrop: (blob: Blob, area: PixelArea) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Disables Apply while the parent saves. */
  isSaving?: boolean;
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Crops an image for the profile photo (round, SPEC §2 Profile) or a cover (16:9) and returns a
 * Blob through a canvas. Dragging, pinching and the wheel come from react-easy-crop; its crop
 * area is focusable and the arrow keys move the image (Shift for fine steps). This component
 * adds the `+`/`−` keys (and `=`) for zoom on the crop area, a labelled zoom slider and zoom
 * buttons, translated instructions linked to the area, and Apply / Cancel. A failed crop shows
 * a translated error and calls nothing.
 */
export function ImageCrop({ src, preset = 'avatar', output, onCrop, onCancel, isSaving = false, className, ref }: ImageCropProps) {
  const { t } = useTranslation('ui');
  const instructionsId = useId();
  const { aspect, shape, width } = PRESETS[preset];
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const clampZoom = (value: number) => Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, value));
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setZoom((z) => clampZoom(z + CROP_ZOOM.step));
    } else if (event.key === '-' || event.key === '−') {
      event.preventDefault();
      setZoom((z) => clampZoom(z - CROP_ZOOM.step));
    }
  }

  async function apply() {
    if (!area) return;
    setBusy(true);
    try {
      const blob = await cropImageToBlob(src, area, { width, ...output });
      setFailed(false);
      onCrop(blob, area);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={ref} className={clsx(styles.root, className)}>
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={CROP_ZOOM.min}
          maxZoom={CROP_ZOOM.max}
          aspect={aspect}
          cropShape={shape}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={(z) => setZoom(clampZoom(z))}
          onCropComplete={onCropComplete}
          classes={{ cropAreaClassName: styles.cropArea }}
          mediaProps={{ alt: '' }}
          cropperProps={{ role: 'group', 'aria-label': t('imageCrop.area'), 'aria-describedby': instructionsId }}
        />
      </div>
      <p id={instructionsId} className={styles.instructions}>
        {t('imageCrop.instructions')}
      </p>
      <div className={styles.zoomRow}>
        <IconButton
          aria-label={t('imageCrop.zoomOut')}
          variant="ghost"
          size="sm"
          isDisabled={zoom <= CROP_ZOOM.min}
          onPress={() => setZoom((z) => clampZoom(z - CROP_ZOOM.step))}
          icon={<ZoomIcon sign="minus" />}
        />
        <Slider
          className={styles.slider}
          minValue={CROP_ZOOM.min}
          maxValue={CROP_ZOOM.max}
          step={0.05}
          value={zoom}
          onChange={(value) => setZoom(clampZoom(Array.isArray(value) ? value[0]! : value))}
          formatOptions={{ style: 'percent' }}
          aria-label={t('imageCrop.zoom')}
        >
          <SliderTrack className={styles.track}>
            <SliderThumb className={styles.thumb} />
          </SliderTrack>
        </Slider>
        <IconButton
          aria-label={t('imageCrop.zoomIn')}
          variant="ghost"
          size="sm"
          isDisabled={zoom >= CROP_ZOOM.max}
          onPress={() => setZoom((z) => clampZoom(z + CROP_ZOOM.step))}
          icon={<ZoomIcon sign="plus" />}
        />
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('imageCrop.error')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('imageCrop.cancel')}
          </Button>
        ) : null}
        <Button onPress={() => void apply()} isDisabled={!area} isLoading={busy || isSaving}>
          {t('imageCrop.apply')}
        </Button>
      </div>
    </div>
  );
}
