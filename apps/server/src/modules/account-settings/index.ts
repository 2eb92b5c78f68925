export { checkImageUpload } from './image-upload';
export { registerAccountSettingsRoutes } from './routes';
export {
  abandonedAfterMinutes,
  getEmailSender,
  listDesignImages,
  parseOpeningHours,
  storeDesignImage,
} from './service';
