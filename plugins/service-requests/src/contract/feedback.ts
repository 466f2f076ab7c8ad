import { z } from 'zod';

/** requirements §7 "app feedback": a grade and words about the portal, with the page it was given on. */
export const appFeedbackBodySchema = z.object({
  rating: z.number().int().min(1).max(5).nullable(),
  message: z.string().trim().min(1, 'Write your feedback').max(2000),
  page: z.string().max(300).regex(/^\//, 'A page path starts with /'),
});
export type AppFeedbackBody = z.infer<typeof appFeedbackBodySchema>;

/** The last error of the browser, attached only when the person agreed. */
export const attachedErrorSchema = z.object({
  message: z.string().max(500),
  detail: z.string().max(500).nullable(),
  path: z.string().max(300),
  at: z.string().datetime(),
});

/** requirements §7 "error feedback": what went wrong in the person's words, the page, and maybe the error. */
export const errorFeedbackBodySchema = z.object({
  message: z.string().trim().min(1, 'Write what went wrong').max(2000),
  page: z.string().max(300).regex(/^\//, 'A page path starts with /'),
  /** null unless the person ticked "attach the last error". */
  lastError: attachedErrorSchema.nullable(),
});
export type ErrorFeedbackBody = z.infer<typeof errorFeedbackBodySchema>;

export const feedbackSavedSchema = z.object({ id: z.string() });
export type FeedbackSaved = z.infer<typeof feedbackSavedSchema>;
