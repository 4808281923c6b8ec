import type { ReactNode } from 'react';
import { StrokeIcon } from '../shared/index.ts';

/** Small decorative stroke icons of the thanks form (always `aria-hidden`; the button names them), 1 em in size. */
function Svg({ children }: { children: ReactNode }) {
  return <StrokeIcon size="em">{children}</StrokeIcon>;
}

/** A cross: remove. */
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

/** A picture with a plus: add photos. */
export const AddPhotoIcon = () => (
  <Svg>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <circle cx="8" cy="10" r="1.5" />
    <path d="M17 15l-4-4-7 8M20 3v6M17 6h6" />
  </Svg>
);

/** A smiling face: stickers. */
export const StickerIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
  </Svg>
);
