export { type BulkMail, type BulkResult, type BulkSender, createBulkSender } from './bulk';
export {
  type AddressLinks,
  addressLinks,
  checkDomain,
  domainToken,
  effectiveSender,
  isVerifiedAddress,
  listAddresses,
  type ResolveTxt,
  requestAddress,
  senderState,
} from './identity';
export {
  giveBackHourly,
  hourlyCeilingOf,
  hourlyUsage,
  nextHour,
  sentThisHour,
  setHourlyCeiling,
  takeHourly,
  takeTestSend,
  testSendsToday,
} from './limits';
export { createOutbox, type Outbox, type OutboxOptions, type OutgoingMail } from './outbox';
export { countHeldMails, findMail, listMails, type OutboxRow } from './repository';
export { registerOutboxRoutes } from './routes';
export {
  chatReplyMail,
  invitationMail,
  type MailContent,
  ONE_TIME_LINK,
  passwordResetMail,
  registerAttemptMail,
} from './templates';
export { registerAddressVerificationRoutes, sendAddressVerification } from './verify-routes';
