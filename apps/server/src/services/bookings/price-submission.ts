import { findGrip, findString, type ServiceType } from '@shop/domain/catalogue';
import { BOOKING_MESSAGES, type ParsedBookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { aed, formatAed, type Fils } from '@shop/domain/money';
import { isPickupOptionValidFor, type PickupOption } from '@shop/domain/pickup';
import { mixedTurnaround, priceCheckout, type PricedLine } from '@shop/domain/pricing';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { pricedStringEntryId } from '@shop/domain/stringing/spec-price';
import { badRequest, HttpError } from '../../lib/errors';

export interface PricedSubmissionLine {
  item: ParsedBookingSubmissionItem;
  serviceName: string;
  serviceType: ServiceType;
  priceFils: Fils;
}

export interface PricedSubmission {
  lines: PricedSubmissionLine[];
  pickupOption: PickupOption;
  pickupFeeFils: Fils;
  totalFils: Fils;
}

/**
 * The server's own price of a submission, from the catalogue and the pickup option (pricing.ts).
 * Each line's total_cost and the pickup_fee sent by the client must equal it to the fil: a mismatch
 * is refused with 422 and the expected figures per field, and nothing is stored. Lines of one racket
 * with an Express and a Regular service are refused with 400 (one racket, one turnaround).
 */
export function priceSubmission(
  items: ParsedBookingSubmissionItem[],
  clientPickupFee: number | undefined,
): PricedSubmission {
  const fields: Record<string, string> = {};
  const named = items.map((item, index) => {
    const entry = item.service_kind === 'string' ? findString(item.string_id) : findGrip(item.grip_id);
    const idField = `bookings.${index}.${item.service_kind === 'string' ? 'string_id' : 'grip_id'}`;
    if (!entry) {
      const message = item.service_kind === 'string' ? BOOKING_MESSAGES.unknownString : BOOKING_MESSAGES.unknownGrip;
      throw badRequest(message, { [idField]: message });
    }
    if (item.service_type && item.service_type !== entry.type) {
      throw badRequest(BOOKING_MESSAGES.typeNotInCatalogue, {
        [`bookings.${index}.service_type`]: BOOKING_MESSAGES.typeNotInCatalogue,
      });
    }
    // The spec's strings are what is priced (docs/decisions/spec-pricing.md): a line's string is its spec's.
    const specEntry =
      item.service_kind === 'string' && item.spec?.mains && item.spec.crosses
        ? pricedStringEntryId(item.spec.mains, item.spec.crosses, entry.type)
        : null;
    if (specEntry !== null && specEntry !== item.string_id)
      throw badRequest(JOB_MESSAGES.specPriceMismatch, { [idField]: JOB_MESSAGES.specPriceMismatch });
    return entry;
  });
  // One racket, one turnaround (docs/decisions/turnaround.md).
  const mixed = mixedTurnaround(
    items.map((item, index) => ({
      racketName: item.racket_name || (item.spec ? `${item.spec.racket.brand} ${item.spec.racket.model}` : ''),
      rpId: item.rp_id,
      racketId: item.racket_id,
      type: named[index]!.type,
    })),
  );
  if (mixed) throw badRequest(mixed.message, { [`bookings.${mixed.index}.service_type`]: mixed.message });
  const pricedLines: PricedLine[] = items.map((item) =>
    item.service_kind === 'string'
      ? { serviceKind: 'string', stringId: item.string_id as number, freeService: item.freeService }
      : { serviceKind: 'grip', gripId: item.grip_id as number },
  );
  const pickupOption = items[0]!.pickup_option;
  const priced = priceCheckout(pricedLines, pickupOption);
  if (!priced.ok) throw badRequest(priced.reason);
  if (!isPickupOptionValidFor(pickupOption, priced.mode)) {
    throw badRequest(BOOKING_MESSAGES.pickupOptionNotForMode, {
      'bookings.0.pickup_option': BOOKING_MESSAGES.pickupOptionNotForMode,
    });
  }
  items.forEach((item, index) => {
    const expected = priced.lines[index]!;
    if (aed(item.total_cost) !== expected)
      fields[`bookings.${index}.total_cost`] = `The price of this booking is ${formatAed(expected)}.`;
  });
  if (Object.keys(fields).length > 0) throw new HttpError(422, BOOKING_MESSAGES.lineTotalMismatch, fields);
  if (clientPickupFee !== undefined && aed(clientPickupFee) !== priced.pickupFee) {
    throw new HttpError(422, BOOKING_MESSAGES.pickupFeeMismatch, {
      pickup_fee: `The pickup fee of this service option is ${formatAed(priced.pickupFee)}.`,
    });
  }
  return {
    lines: items.map((item, index) => ({
      item,
      serviceName: named[index]!.name,
      serviceType: named[index]!.type,
      priceFils: priced.lines[index]!,
    })),
    pickupOption,
    pickupFeeFils: priced.pickupFee,
    totalFils: priced.total,
  };
}
