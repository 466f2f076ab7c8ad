import { describe, expect, it } from 'vitest';
import {
  markReadResponseSchema,
  messageListResponseSchema,
  messageSchema,
  noticeListSchema,
  popupListSchema,
  topBarResponseSchema,
  unreadCountSchema,
} from '../contract';
import { messagesDemoAnswers as answers } from './demoAnswers';

describe('messages demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(messageListResponseSchema.parse(answers.messageList.answer({})).total).toBe(4);
    expect(messageListResponseSchema.parse(answers.alertList.answer({})).messages.map((m) => m.type)).toEqual(['alert']);
    expect(messageSchema.safeParse(answers.message.answer({ messageId: 'DEMO-M1' })).success).toBe(true);
    expect(noticeListSchema.safeParse(answers.notifications.answer()).success).toBe(true);
    expect(popupListSchema.safeParse(answers.popups.answer()).success).toBe(true);
    expect(topBarResponseSchema.safeParse(answers.topBar.answer()).success).toBe(true);
  });

  it('pages the inbox and answers an unknown message as not found', () => {
    expect(answers.messageList.answer({ offset: '1', count: '2' }).messages.map((m) => m.id)).toEqual(['DEMO-M3', 'DEMO-M2']);
    expect(answers.message.answer({ messageId: 'NOPE' })).toBeUndefined();
    expect(answers.seen.answer({ messageId: 'NOPE' })).toBeUndefined();
  });

  it('marks messages read on the in-memory copy', () => {
    expect(unreadCountSchema.parse(answers.unreadCount.answer())).toEqual({ unread: 2, info: 1, alert: 1 });
    expect(markReadResponseSchema.parse(answers.seen.answer({ messageId: 'DEMO-M4' }))).toEqual({
      marked: 1,
      unread: { unread: 1, info: 1, alert: 0 },
    });
    expect(answers.markAllAsRead.answer().unread.unread).toBe(0);
  });
});
