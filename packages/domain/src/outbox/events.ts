/** Events a webhook can subscribe to, with the description GET /api/webhooks/events gives. */
export const EVENTS = {
  'lookup.completed': 'A single lookup finished classification.',
  'lookup.decided': 'A reviewer approved, overrode or rejected a code.',
  'batch.completed': 'A batch finished processing.',
  'tariff.changed': 'A new tariff version with code changes was detected.',
  'sku.alert': 'An alert was raised for a SKU by a tariff change.',
  ping: 'A test call.',
} as const;

export type EventName = keyof typeof EVENTS;
export const isEventName = (value: unknown): value is EventName => typeof value === 'string' && value in EVENTS;
