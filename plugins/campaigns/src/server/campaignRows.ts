import { addLocalDays, localDayStartUtc } from '@portal/domain';
import type { Campaign, CampaignMode, CampaignStatus, CampaignText, PlaceFeature } from '../contract/campaigns';

/** One row of `campaigns` as the queries select it. */
export interface CampaignRow {
  id: string;
  company: string;
  title: CampaignText;
  body: CampaignText;
  link_url: string | null;
  link_text: CampaignText | null;
  modes: CampaignMode[];
  place_features: PlaceFeature[];
  start_date: string;
  end_date: string;
  starts_at: Date;
  ends_at: Date;
  published: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Dates as text, so a Helsinki day is never shifted by the driver's time zone. */
export const CAMPAIGN_COLUMNS = `id, company, title, body, link_url, link_text, modes, place_features,
  start_date::text as start_date, end_date::text as end_date, starts_at, ends_at, published, created_at, updated_at`;

/**
 * The instants a campaign runs between: from Helsinki midnight starting `startDate` to the midnight
 * ending `endDate` (core's localDayStartUtc knows the DST days, so the last day of March is 23 hours).
 */
export function campaignWindow(startDate: string, endDate: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: localDayStartUtc(startDate), endsAt: localDayStartUtc(addLocalDays(endDate, 1)) };
}

/**
 * The status by the clock: a draft stays a draft; a published campaign turns expired when its last
 * Helsinki day is over. One that has not started yet is in the published list (scheduled), but
 * `current` shows it only from its first day.
 */
export function campaignStatus(row: Pick<CampaignRow, 'published' | 'ends_at'>, now: Date): CampaignStatus {
  if (!row.published) return 'draft';
  return new Date(row.ends_at) <= now ? 'expired' : 'published';
}

export function toCampaign(row: CampaignRow, now: Date): Campaign {
  return {
    id: row.id,
    company: row.company,
    title: row.title,
    body: row.body,
    linkUrl: row.link_url,
    linkText: row.link_text,
    modes: row.modes,
    placeFeatures: row.place_features,
    startDate: row.start_date,
    endDate: row.end_date,
    status: campaignStatus(row, now),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
