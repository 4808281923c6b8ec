/**
 * Images (SPEC §1 Thanks photos, §3 stickers, profile photos, §7 file upload and download): the
 * binary upload and download routes, processing to WebP, the object storage the bytes live in, and the `images` table.
 */
export { registerMediaRoutes, type ImageShare, type ImageShareQuery, type MediaRouteDeps } from './routes.ts';
export { processImage, type ProcessedImage } from './process.ts';
export { imageRef, MAX_UNATTACHED_UPLOADS_PER_HOUR, saveProcessedImage, storeImage, type ImageOwner } from './service.ts';
export { defaultStorage, diskStorage, type ObjectStorage } from './storage.ts';
export { s3Storage, storageFromConfig, type S3StorageOptions } from './s3Storage.ts';
export * from './schema.ts';
