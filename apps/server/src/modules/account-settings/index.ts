export { checkImageUpload } from './image-upload';
export { findOwnImageIds } from './repository';
export { registerAccountSettingsRoutes } from './routes';
export {
  abandonedAfterMinutes,
  deleteDesignImage,
  getEmailSender,
  listDesignImages,
  listSharedImages,
  parseOpeningHours,
  storeDesignImage,
  storeSharedImage,
} from './service';
