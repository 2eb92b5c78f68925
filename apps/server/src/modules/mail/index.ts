export { type BulkMail, type BulkResult, type BulkSender, createBulkSender } from './bulk';
export { createOutbox, type Outbox, type OutboxOptions, type OutgoingMail } from './outbox';
export { findMail, listMails, type OutboxRow } from './repository';
export { registerOutboxRoutes } from './routes';
export {
  chatReplyMail,
  invitationMail,
  type MailContent,
  ONE_TIME_LINK,
  passwordResetMail,
  registerAttemptMail,
} from './templates';
