import { createServiceRef } from '@portal/core/server';

/** Whether a person has an active spot-price limit alert (requirements §3 energyPriceAlert), e.g. for a place page's bell. */
export interface PriceAlertService {
  isOn(userId: string): Promise<boolean>;
}

export const priceAlertServiceRef = createServiceRef<PriceAlertService>({ id: 'plugin.alerts.priceAlert' });
