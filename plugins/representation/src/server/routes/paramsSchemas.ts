import { z } from 'zod';

export const userParamsSchema = z.object({ id: z.string().min(1).max(100) });
