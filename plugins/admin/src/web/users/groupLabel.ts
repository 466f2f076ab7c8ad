import type { TFunction } from 'i18next';

/** A group's name in the admin's language; a group this version does not know shows as it is stored. */
export function groupLabel(t: TFunction, group: string): string {
  return t(`users.groups.${group}`, { defaultValue: group });
}
