export { ImageCrop, CROP_ZOOM, type CropPreset, type ImageCropProps } from './ImageCrop.tsx';
export { cropImageToBlob, loadImage, type CropOutput, type PixelArea } from './cropImage.ts';
