import type { Migration } from '@portal/core/server';
import { customersMigrations } from './customersMigrations';
import { usersMigrations } from '../users/usersMigrations';
import { operationsMigrations } from '../operations/operationsMigrations';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const adminMigrations: readonly Migration[] = [...customersMigrations, ...usersMigrations, ...operationsMigrations];
