/**
 * Facts one part of the portal announces and others act on, without knowing each other (plugins never
 * import each other). A plugin's job lists the events it runs on (`JobDefinition.on`); publishing an
 * event queues one run of every such job, in the publisher's transaction when one is given, so the
 * job exists exactly when the data it reacts to was committed.
 *
 * A new event is a core change: add its name and payload here.
 */
export interface DomainEventPayloads {
  /**
   * Metering readings were stored (ingest route, CLI or integration). `days` are the Helsinki local
   * days (YYYY-MM-DD) the loaded intervals touch, per metering point; consumers re-evaluate those days.
   */
  'metering.readings-loaded': {
    readonly meteringPoints: readonly { readonly meteringPointId: string; readonly days: readonly string[] }[];
  };
  /** Spot prices were stored for these Helsinki local days (YYYY-MM-DD), e.g. tomorrow's at ~14:00. */
  'market.spot-prices-loaded': {
    readonly days: readonly string[];
  };
}

export type DomainEventName = keyof DomainEventPayloads;

export const DOMAIN_EVENTS = ['metering.readings-loaded', 'market.spot-prices-loaded'] as const satisfies readonly DomainEventName[];
