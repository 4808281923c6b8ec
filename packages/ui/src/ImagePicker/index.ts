export { ImagePicker, type ImagePickerProps, type ImageUpload } from './ImagePicker.tsx';
export { IMAGE_MIME, formatBytes, readImageSize, sniffImageKind, validateImageFile, type ImageFileError, type ImageKind, type ImageRules } from './imageFile.ts';
