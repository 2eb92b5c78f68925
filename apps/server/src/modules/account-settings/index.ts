export { verifyIdentity } from './identity-secret';
export { checkImageUpload } from './image-upload';
export { findOwnImageIds } from './repository';
export { registerAccountSettingsRoutes } from './routes';
export {
  abandonedAfterMinutes,
  deleteDesignImage,
  getCompany,
  getEmailSender,
  listDesignImages,
  listSharedImages,
  parseOpeningHours,
  storeDesignImage,
  storeSharedImage,
} from './service';
export { requireTestRecipient, takeTestSendOrRefuse, testRecipients } from './test-recipients';
