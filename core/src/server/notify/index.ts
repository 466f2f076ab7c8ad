export {
  DELIVERY_CHANNELS,
  NOTIFICATION_LANGUAGES,
  DEFAULT_PUSH_WINDOW,
  defineNotificationKind,
  type DeliveryChannel,
  type NotificationLanguage,
  type MessageCategory,
  type RenderedNotification,
  type NotificationKind,
  type PushWindow,
  type NotificationRequest,
  type NotificationSender,
} from './notifications';
