/**
 * The plugin's API paths (requirements §7 "Messages", "Other v1: popups; notifications"), with the /api prefix
 * the web's ApiClient expects. Inbox routes act on the caller's own messages only; a message id of
 * someone else answers 404 like a missing one.
 */
const id = encodeURIComponent;

export const MESSAGES_API = {
  /** GET ?offset&count&type — the inbox, newest first. */
  list: '/api/v2/messages/list',
  /** GET ?offset&count — one tab of the inbox. */
  infoList: '/api/v2/messages/info',
  alertList: '/api/v2/messages/alert',
  /** GET — unread counts (the badge). */
  unread: '/api/v2/messages/unread',
  message: (messageId: string) => `/api/v2/messages/message/${id(messageId)}`,
  /** PUT — marks one message seen. */
  seen: (messageId: string) => `/api/v2/messages/seen/${id(messageId)}`,
  markAllAsRead: '/api/v2/messages/markAllAsRead',
  markAllInfoAsRead: '/api/v2/messages/info/markAllAsRead',
  markAllAlertsAsRead: '/api/v2/messages/alert/markAllAsRead',
  /** POST, admin messaging: one customer, a company's customers (now or as a job), a list of customer codes. */
  sendMessage: '/api/v2/messages/message',
  massMessage: '/api/v2/messages/massmessage',
  massMessageAsync: '/api/v2/messages/massmessage/async',
  massMessageTargeted: '/api/v2/messages/massmessage/targeted',
  /** GET — the caller's current notifications (timed, representative, disruption). */
  notifications: '/api/v1/notifications',
  locationNotifications: (locationIdentifier: string) => `/api/v1/notifications/location/${id(locationIdentifier)}`,
  /** GET, anonymous — the top-bar notification an administrator published. */
  topBar: '/api/v1/notifications/top-bar',
  /** GET — popups the caller has not dismissed; POST dismiss stores the popup's dismissProperty. */
  popups: '/api/v1/popups',
  dismissPopup: '/api/v1/popups/dismiss',
  /** Admin top-bar notifications (requirements §7: GET, POST /admin/notifications/top-bar/v1; DELETE .../{id}). */
  adminTopBar: '/api/admin/notifications/top-bar/v1',
  adminTopBarItem: (topBarId: string) => `/api/admin/notifications/top-bar/v1/${id(topBarId)}`,
  /** GET ?amount — the latest mass-message jobs with their progress (the host's background-process route). */
  massMessageJobs: '/api/admin/background-process/v1/mass-message',
} as const;
