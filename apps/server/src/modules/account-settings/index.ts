export { checkImageUpload } from './image-upload';
export { findOwnImageIds } from './repository';
export { registerAccountSettingsRoutes } from './routes';
export {
  abandonedAfterMinutes,
  getEmailSender,
  listDesignImages,
  parseOpeningHours,
  storeDesignImage,
} from './service';
