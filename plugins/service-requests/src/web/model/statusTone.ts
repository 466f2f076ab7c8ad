import type { BadgeTone } from '@portal/ui';
import type { RequestStatus } from '../../contract/serviceRequest';

/** How each status looks: new and in progress are on their way, done is done, rejected needs reading. */
export const STATUS_TONE: Record<RequestStatus, BadgeTone> = {
  RECEIVED: 'info',
  IN_PROGRESS: 'warning',
  DONE: 'success',
  REJECTED: 'danger',
};
