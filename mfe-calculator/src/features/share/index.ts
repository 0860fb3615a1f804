export { ShareActions } from './share-actions';
export { useShareImage, shareFileName, SHARE_IMAGE, type ShareRoot } from './use-share-image';
