/** Link-preview images drawn on the server (docs/product/link-previews.md). */
export { PREVIEW_IMAGE, type PageCard, type PreviewCard, type ResultCard } from './preview-card';
export {
  createPreviewImages,
  PreviewBusyError,
  previewImages,
  renderPreviewPng,
  type PreviewImages,
} from './render-preview';
export {
  defaultCard,
  defaultPreviewPath,
  mountLinkPreviews,
  postPreviewPath,
  PREVIEW_PATH,
  RESULT_PREVIEW_PATH,
  sendDefaultPreview,
  sendPreviewLimited,
  sendPreviewPng,
  sendResultPreview,
  STATIC_PREVIEW_MAX_AGE,
  type LinkPreviewOptions,
} from './preview-routes';
