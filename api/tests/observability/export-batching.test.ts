import { describe, expect, it } from 'vitest';
import { exportBatching } from '../../src/platform/telemetry/tracing';

describe('span export batching', () => {
  it('exports 64 spans every 200 ms by default, so no export holds the event loop for long', () => {
    expect(exportBatching({})).toEqual({ maxExportBatchSize: 64, scheduledDelayMillis: 200 });
  });

  it("takes the operator's OTEL_BSP_* settings, and ignores values that are not positive integers", () => {
    expect(exportBatching({ OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '512', OTEL_BSP_SCHEDULE_DELAY: '5000' })).toEqual({
      maxExportBatchSize: 512,
      scheduledDelayMillis: 5000,
    });
    expect(exportBatching({ OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '-1', OTEL_BSP_SCHEDULE_DELAY: 'soon' })).toEqual({
      maxExportBatchSize: 64,
      scheduledDelayMillis: 200,
    });
  });
});
