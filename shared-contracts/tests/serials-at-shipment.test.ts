/**
 * Serial numbers at shipment (issue 30): the model format check and the ship request's `serials`,
 * with the messages the staff form and the API share.
 */
import { describe, expect, it } from 'vitest';
import { matchesSerialFormat, normaliseSerial } from '../src/domain/compliance';
import { STAFF_ORDER_MESSAGES, staffShipSchema } from '../src/schemas/staff-orders';

describe('the model serial format', () => {
  it.each([
    ['HA-BR-000123', 'HA-BR-######', true],
    ['HA-BR-00012', 'HA-BR-######', false],
    ['HA-BR-0001234', 'HA-BR-######', false],
    ['HA-BX-000123', 'HA-BR-######', false],
    ['HA-BR-00012A', 'HA-BR-######', false],
    ['HE007', 'HE###', true],
    ['AB-12', '@@-##', true],
    ['A1-12', '@@-##', false],
  ])('%s against %s: %s', (serial, format, ok) => {
    expect(matchesSerialFormat(serial, format)).toBe(ok);
  });

  it('normalises what staff type: trimmed, upper case', () => {
    expect(normaliseSerial('  ha-br-000123 ')).toBe('HA-BR-000123');
  });
});

describe('the ship request', () => {
  const request = (line: Record<string, unknown>) => ({
    shipments: [
      { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ orderItemId: 1, quantity: 2, ...line }] },
    ],
  });
  const errorOf = async (body: unknown) =>
    staffShipSchema.validate(body, { abortEarly: true }).then(
      () => null,
      (error: Error) => error.message,
    );

  it('takes one serial per unit, typed loosely', async () => {
    expect(await errorOf(request({ serials: [' ha-br-000123', 'HA-BR-000124 '] }))).toBeNull();
    expect(await errorOf(request({}))).toBeNull();
  });

  it('refuses a count other than the units, a non-string, a NUL or an overlong serial', async () => {
    expect(await errorOf(request({ serials: ['HA-BR-000123'] }))).toBe(STAFF_ORDER_MESSAGES.serialsCount);
    expect(await errorOf(request({ serials: ['HA-BR-000123', 7] }))).toBe(STAFF_ORDER_MESSAGES.serialInvalid);
    expect(await errorOf(request({ serials: ['HA-BR-000123', 'HA\u0000'] }))).toBe(STAFF_ORDER_MESSAGES.serialInvalid);
    expect(await errorOf(request({ serials: ['HA-BR-000123', 'H'.repeat(61)] }))).toBe(
      STAFF_ORDER_MESSAGES.serialInvalid,
    );
    expect(await errorOf(request({ serials: 'HA-BR-000123' }))).toBe(STAFF_ORDER_MESSAGES.serialsCount);
  });
});
