import { localDateOf } from '@portal/domain';
import { type ServerPluginContext } from '@portal/core/server';

/** Today in Finland: due dates and "overdue" are Helsinki dates. */
export function today(context: ServerPluginContext): string {
  return localDateOf(context.now());
}
