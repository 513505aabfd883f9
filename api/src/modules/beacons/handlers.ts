/**
 * Which module takes which beacon: the ingest (POST /Beacons) knows no beacon type itself. A module
 * registers a handler per `type` on `app.beacons` (remote health: 'remote-health'; the browser
 * metrics of issue 31 add 'vital' the same way), so a new type never touches the ingest.
 */
import type { AnySchema } from 'yup';

/** What a handler made of its items: counted, or ignored (valid but about nothing it knows). */
export interface BeaconOutcome {
  accepted: number;
  ignored: number;
}

export interface BeaconContext {
  /** The client's address (as the API believes it, see TRUST_PROXY). */
  ip: string;
}

export interface BeaconHandler<Item = unknown> {
  /** Validates one item of this type (its `type` field included); bad items answer 400. */
  schema: AnySchema;
  /** Takes the valid items of one request, in order. */
  take(items: Item[], context: BeaconContext): BeaconOutcome | Promise<BeaconOutcome>;
}

/** The handlers of one app, by beacon type. */
export class BeaconHandlers {
  private readonly byType = new Map<string, BeaconHandler>();

  register<Item>(type: string, handler: BeaconHandler<Item>): void {
    if (this.byType.has(type)) throw new Error(`A beacon handler for "${type}" is already registered`);
    this.byType.set(type, handler as BeaconHandler);
  }

  get(type: string): BeaconHandler | undefined {
    return this.byType.get(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Beacon handlers by type (modules/beacons); register yours in your module's plugin. */
    beacons: BeaconHandlers;
  }
}
