import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pickLanguage, type LocalizedText } from '../../contract/localizedText';
import { dismissPopupBodySchema, popupListSchema } from '../../contract/notices';
import { userLanguage } from './userLanguage';

type PopupTexts = Record<'title' | 'description' | 'accept' | 'close' | 'dismissDescription', LocalizedText>;

interface PopupRow {
  id: string;
  type: string;
  dismiss_property: string;
  texts: PopupTexts;
  link: string | null;
}

const ACTIVE_UNDISMISSED = `
  SELECT p.id, p.type, p.dismiss_property, p.texts, p.link FROM messages_popups p
   WHERE p.company = $1 AND p.starts_at <= $3 AND (p.ends_at IS NULL OR p.ends_at > $3)
     AND NOT EXISTS (SELECT 1 FROM messages_popup_dismissals d WHERE d.user_id = $2 AND d.dismiss_property = p.dismiss_property)`;

/**
 * Popups (requirements §3: type, title, description, accept, close, dismissDescription, dismissProperty). A
 * popup shows until the person accepts or closes it; the choice is stored under its dismissProperty,
 * so it stays dismissed on every device.
 */
export function registerPopupRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/popups',
    access: 'session',
    schemas: { response: popupListSchema },
    async handler({ user }) {
      const language = await userLanguage(db, user.id);
      const { rows } = await db.query<PopupRow>(`${ACTIVE_UNDISMISSED} ORDER BY p.starts_at, p.id`, [company, user.id, context.now()]);
      return {
        popups: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: pickLanguage(row.texts.title, language),
          description: pickLanguage(row.texts.description, language),
          accept: pickLanguage(row.texts.accept, language),
          close: pickLanguage(row.texts.close, language),
          dismissDescription: pickLanguage(row.texts.dismissDescription, language),
          dismissProperty: row.dismiss_property,
          link: row.link,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/popups/dismiss',
    access: 'session',
    status: 204,
    schemas: { body: dismissPopupBodySchema, response: z.undefined() },
    async handler({ body, user }) {
      // Only a popup this company shows can be dismissed: no free-form properties stored per person.
      const { rows } = await db.query('SELECT 1 FROM messages_popups WHERE company = $1 AND dismiss_property = $2', [company, body.dismissProperty]);
      if (rows.length === 0) throw new ApiError('NOT_FOUND', 'No such popup', 'body.dismissProperty');
      await db.query(
        `INSERT INTO messages_popup_dismissals (user_id, dismiss_property, action, dismissed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, dismiss_property) DO NOTHING`,
        [user.id, body.dismissProperty, body.action, context.now()],
      );
      return undefined;
    },
  });
}
