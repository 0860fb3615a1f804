export { ShareActions } from './share-actions';
export { useShareImage, shareFileName, SHARE_IMAGE } from './use-share-image';
