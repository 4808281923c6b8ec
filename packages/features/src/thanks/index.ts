/**
 * thanks — sending thanks (SPEC §1 Thanks, §2 New thanks form): the form with its recipient
 * suggestions, photo uploads and sticker picker, its validation, and the send, suggestion,
 * sticker-pack and upload calls.
 */
export { ThanksForm, thanksFeedPath, type ThanksFormProps } from './ThanksForm.tsx';
export { PhotoAttachments, type PhotoAttachmentsProps } from './PhotoAttachments.tsx';
export { usePhotoUploads, type PhotoUploads } from './usePhotoUploads.ts';
export { StickerPicker, type StickerPickerProps } from './StickerPicker.tsx';
export { fieldErrorText, parseAmount, validateAmount, validateThanks, type FieldError, type ThanksErrors, type ThanksFormValues, type ThanksLimits } from './validateThanks.ts';
export {
  RECIPIENT_SUGGESTIONS,
  stickerPacksKey,
  uploadImagePath,
  useImageUpload,
  useRecipientSuggestions,
  useSendThanks,
  useStickerPacks,
  type ImageUploader,
  type SendThanks,
} from './hooks.ts';
