import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the service-requests plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const SERVICE_REQUESTS_FLAGS = defineFlags({
  movingService: { default: false, description: 'Moving service request form.' },
  faultReportElectricity: { default: false, description: 'Fault reports for electricity places.' },
  faultReportDistrictHeating: { default: false, description: 'Fault reports for district heating places.' },
});

export type ServiceRequestsFlag = FlagKeyOf<typeof SERVICE_REQUESTS_FLAGS>;
