import { describe, expect, it } from 'vitest';
import {
  alertPlacesResponseSchema,
  checkElectricityContractsResponseSchema,
  consumptionAlertSchema,
  disruptionAlertSchema,
  districtHeatingAlertSchema,
  energyPriceAlertSchema,
  energyPriceReportSchema,
} from '../contract';
import { alertsDemoAnswers as demo } from './demoAnswers';

const HOME = { id: '1000000', locationIdentifier: 'DEMO-HOME' };
const HEAT = { id: '1000000', locationIdentifier: 'DEMO-HEAT' };

describe('alerts demo answers', () => {
  it('have the shapes of the real answers for the demo user', () => {
    const places = alertPlacesResponseSchema.parse(demo.alertPlaces.answer()).places;
    expect(places.map((place) => place.locationIdentifier)).toEqual(['DEMO-HOME', 'DEMO-HEAT']);
    expect(consumptionAlertSchema.parse(demo.consumptionAlert.answer(HOME)).active).toBe(true);
    expect(disruptionAlertSchema.parse(demo.disruptionSubscription.answer(HOME)).emailSettings.active).toBe(true);
    expect(districtHeatingAlertSchema.parse(demo.districtHeatingAlert.answer(HEAT)).disruption.active).toBe(true);
    energyPriceAlertSchema.parse(demo.energyPriceAlert.answer());
    energyPriceReportSchema.parse(demo.energyPriceReport.answer());
    checkElectricityContractsResponseSchema.parse(demo.checkElectricityContracts.answer());
  });

  it('answers a place without that alert as not found', () => {
    expect(demo.consumptionAlert.answer(HEAT)).toBeUndefined();
    expect(demo.disruptionSubscription.answer({ id: '1000000', locationIdentifier: 'X' })).toBeUndefined();
    expect(demo.districtHeatingAlert.answer(HOME)).toBeUndefined();
  });

  it('keeps a valid save, and refuses an invalid one with 400 naming the field without changing anything', async () => {
    const saved = consumptionAlertSchema.parse(demo.setConsumptionAlert.answer(HOME, { active: true, topThreshold: 55.5, bottomThreshold: 5 }));
    expect(saved.topThreshold).toBe(55.5);
    const refused = demo.setConsumptionAlert.answer(HOME, { active: true, topThreshold: 5, bottomThreshold: 10 });
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
    expect(((await (refused as Response).json()) as { error: { field: string } }).error.field).toBe('body.bottomThreshold');
    expect(consumptionAlertSchema.parse(demo.consumptionAlert.answer(HOME)).topThreshold).toBe(55.5);
    // The list of places shows the saved state.
    const window = { pushStartHour: 8, pushStartMinute: 0, pushEndHour: 22, pushEndMinute: 0 };
    const disruption = disruptionAlertSchema.parse(
      demo.setDisruptionSubscription.answer(HOME, {
        active: false,
        emailSettings: { active: false, address: '', ...window },
        phoneSettings: { active: false, address: null, ...window },
      }),
    );
    expect(disruption.emailSettings.id).not.toBeNull();
    const home = alertPlacesResponseSchema.parse(demo.alertPlaces.answer()).places[0]!;
    expect(home.alerts.find((alert) => alert.kind === 'disruptionElectricity')?.active).toBe(false);
    expect(
      energyPriceReportSchema.parse(
        demo.setEnergyPriceReport.answer({}, { active: true, emailNotifications: true, pushNotifications: false, unit: 'MWH', vat: 'VAT_0' }),
      ).id,
    ).not.toBeNull();
    expect(demo.setEnergyPriceAlert.answer({}, { active: true, thresholdValue: 1.234, bottomThresholdValue: null })).toBeInstanceOf(Response);
    districtHeatingAlertSchema.parse(
      demo.setDistrictHeatingAlert.answer(HEAT, {
        returnTemperature: { active: true, days: 4 },
        disruption: { active: true, emailNotifications: true, smsNotifications: false, email: 'a@b.fi', mobileNumber: null, ...window },
      }),
    );
  });
});
