import { helsinkiParts } from '@portal/domain';
import { type NotificationLanguage } from '@portal/core/server';
import { roundHalfAway } from './rounding';

/** Finnish and Swedish write a decimal comma; English a point (DESIGN: Finnish formats, 2 decimals). */
export function formatNumber(value: number, language: NotificationLanguage, decimals = 2): string {
  const fixed = roundHalfAway(value, decimals).toFixed(decimals);
  return language === 'en' ? fixed : fixed.replace('.', ',').replace('-', '−');
}

/** D.M.YYYY of a local date (YYYY-MM-DD), in every language (the portal's date format). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date}.${month}.${year}`;
}

/** DD.MM.YYYY HH:mm in Helsinki time (requirements §9). */
export function formatInstant(iso: string): string {
  const p = helsinkiParts(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}
