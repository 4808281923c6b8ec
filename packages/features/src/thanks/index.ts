/**
 * thanks — sending thanks (SPEC §1 Thanks, §2 New thanks form): the form with its photo uploads
 * and sticker picker, its validation, and the send, sticker-pack and upload calls.
 */
export { ThanksForm } from './ThanksForm.tsx';
export { PhotoAttachments, type PhotoAttachmentsProps } from './PhotoAttachments.tsx';
export { StickerPicker, type StickerPickerProps } from './StickerPicker.tsx';
export { validateThanks, type ThanksErrors, type ThanksFormValues, type ThanksLimits } from './validateThanks.ts';
export {
  stickerPacksKey,
  uploadImagePath,
  useImageUpload,
  useSendThanks,
  useStickerPacks,
  type ImageUploader,
  type SendThanks,
} from './hooks.ts';
