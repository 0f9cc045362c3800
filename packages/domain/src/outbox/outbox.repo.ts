import type { Db } from '@tcs/db';
import { Prisma } from '@tcs/db';
import type { EventName } from './events';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export interface PendingEvent {
  id: number;
  event: string;
  data: unknown;
  created_at: Date;
  request_id: string | null;
}

export class OutboxRepo {
  constructor(private readonly db: Db) {}

  /** Call inside the transaction that makes the change, so the event exists exactly when the change does. */
  static async record(tx: Tx | Db, event: EventName, data: unknown, requestId?: string | null): Promise<void> {
    await tx.outboxEvent.create({ data: { event, data: data as Prisma.InputJsonValue, request_id: requestId ?? null } });
  }

  /**
   * Claims up to `limit` unrelayed events, creates one delivery per subscribed active webhook
   * and marks the events relayed, all in one transaction. SKIP LOCKED lets relays on many
   * machines share the work; the unique (webhook, event) pair makes a replay harmless.
   */
  async relay(limit: number): Promise<{ events: number; deliveryIds: number[] }> {
    return this.db.$transaction(async (tx) => {
      const events = await tx.$queryRaw<PendingEvent[]>`
        SELECT id, event, data, created_at, request_id FROM outbox_events
        WHERE relayed_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
      if (!events.length) return { events: 0, deliveryIds: [] };
      const hooks = await tx.webhook.findMany({ where: { active: true }, select: { id: true, events: true }, orderBy: { created_at: 'asc' } });
      const pairs = events.flatMap((e) => hooks.filter((h) => h.events.length === 0 || h.events.includes(e.event)).map((h) => ({ e, h })));
      const deliveryIds: number[] = [];
      if (pairs.length) {
        const ids = await tx.$queryRaw<{ id: number }[]>`
          SELECT nextval(pg_get_serial_sequence('webhook_deliveries', 'id'))::int AS id FROM generate_series(1, ${pairs.length})`;
        const rows = pairs.map(({ e, h }, i) => {
          const id = ids[i].id;
          // The body is serialised once here and sent byte for byte on every attempt.
          const body = JSON.stringify({ event: e.event, created_at: e.created_at.toISOString(), data: e.data, id });
          return { id, webhook_id: h.id, outbox_event_id: e.id, event: e.event, body, request_id: e.request_id };
        });
        const created = await tx.webhookDelivery.createManyAndReturn({ data: rows, skipDuplicates: true, select: { id: true } });
        deliveryIds.push(...created.map((c) => c.id));
      }
      await tx.outboxEvent.updateMany({ where: { id: { in: events.map((e) => e.id) } }, data: { relayed_at: new Date() } });
      return { events: events.length, deliveryIds };
    });
  }

  async pendingCount(): Promise<number> {
    return this.db.outboxEvent.count({ where: { relayed_at: null } });
  }
}
