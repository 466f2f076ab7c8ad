import type { Campaign, CampaignBody, CampaignMode, PlaceFeature } from '../../contract/campaigns';

/** What the form holds: every text as typed, optional languages as empty strings. */
export interface CampaignFormState {
  titleFi: string;
  titleSv: string;
  titleEn: string;
  bodyFi: string;
  bodySv: string;
  bodyEn: string;
  linkUrl: string;
  linkText: string;
  startDate: string;
  endDate: string;
  modes: CampaignMode[];
  placeFeatures: PlaceFeature[];
  publish: boolean;
}

export type CampaignFormField = 'titleFi' | 'bodyFi' | 'startDate' | 'endDate' | 'modes' | 'linkUrl' | 'linkText';
export type CampaignFormProblem = { readonly field: CampaignFormField; readonly error: string };

export function formStateOf(campaign: Campaign | null, today: string): CampaignFormState {
  return {
    titleFi: campaign?.title.fi ?? '',
    titleSv: campaign?.title.sv ?? '',
    titleEn: campaign?.title.en ?? '',
    bodyFi: campaign?.body.fi ?? '',
    bodySv: campaign?.body.sv ?? '',
    bodyEn: campaign?.body.en ?? '',
    linkUrl: campaign?.linkUrl ?? '',
    linkText: campaign?.linkText?.fi ?? '',
    startDate: campaign?.startDate ?? today,
    endDate: campaign?.endDate ?? today,
    modes: campaign ? [...campaign.modes] : ['B2C'],
    placeFeatures: campaign ? [...campaign.placeFeatures] : [],
    publish: campaign ? campaign.status !== 'draft' : false,
  };
}

const texts = (fi: string, sv: string, en: string) => ({
  fi: fi.trim(),
  ...(sv.trim() ? { sv: sv.trim() } : {}),
  ...(en.trim() ? { en: en.trim() } : {}),
});
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isLink = (value: string) => (value.startsWith('/') ? !value.startsWith('//') : value.startsWith('https://'));

/**
 * The server's rules, checked here first so a mistake is named next to its field before anything is
 * sent (the server checks again and answers 400 naming the field).
 */
export function campaignBodyOf(state: CampaignFormState): { body: CampaignBody | null; problems: CampaignFormProblem[] } {
  const problems: CampaignFormProblem[] = [];
  if (!state.titleFi.trim()) problems.push({ field: 'titleFi', error: 'required' });
  if (!state.bodyFi.trim()) problems.push({ field: 'bodyFi', error: 'required' });
  if (!isDate(state.startDate)) problems.push({ field: 'startDate', error: 'badDate' });
  if (!isDate(state.endDate)) problems.push({ field: 'endDate', error: 'badDate' });
  else if (isDate(state.startDate) && state.endDate < state.startDate) problems.push({ field: 'endDate', error: 'endBeforeStart' });
  if (state.modes.length === 0) problems.push({ field: 'modes', error: 'chooseMode' });
  const linkUrl = state.linkUrl.trim();
  if (linkUrl && !isLink(linkUrl)) problems.push({ field: 'linkUrl', error: 'badLink' });
  if (linkUrl && !state.linkText.trim()) problems.push({ field: 'linkText', error: 'linkTextMissing' });
  if (problems.length > 0) return { body: null, problems };
  return {
    problems,
    body: {
      title: texts(state.titleFi, state.titleSv, state.titleEn),
      body: texts(state.bodyFi, state.bodySv, state.bodyEn),
      ...(linkUrl ? { linkUrl, linkText: { fi: state.linkText.trim() } } : {}),
      modes: state.modes,
      placeFeatures: state.placeFeatures,
      startDate: state.startDate,
      endDate: state.endDate,
      publish: state.publish,
    },
  };
}
