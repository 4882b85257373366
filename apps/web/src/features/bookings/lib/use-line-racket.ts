import { useEffect, useRef, useState } from 'react';
import {
  jobSpecInputSchema,
  type CustomerRacket,
  type JobSpecInput,
  type ParsedJobSpec,
} from '@shop/domain/contracts/jobs';
import { isStringPattern } from '@shop/domain/stringing/pattern';
import { stringVariant } from '@shop/domain/catalogue';
import { useCustomerRackets } from '@/api/customer-rackets';
import { useSpecForm, type SpecFormApi } from '@/components/spec/use-spec-form';
import { specToValues, specViewToInput, valuesToSpec, type SpecVariant } from '@/lib/spec-values';
import { useDefaultSpec } from '@/api/default-spec';
import { specPricedString, withBookedString } from './booked-string';

/** The racket part of a spec from one of the customer's rackets. */
export const racketOfCustomer = (r: CustomerRacket): JobSpecInput['racket'] => ({
  brand: r.brand,
  model: r.model,
  pattern: r.pattern,
  head_size: r.head_size,
});

/** A racket whose brand, model and pattern make a complete spec racket; else the spec asks for them. */
export const racketComplete = (r: CustomerRacket) => !!r.brand.trim() && !!r.model.trim() && isStringPattern(r.pattern);

export interface LineRacket {
  rackets: ReturnType<typeof useCustomerRackets>;
  /**
   * The line starts with a racket (one picked before, or a free stringing's) and the rackets are still being read:
   * its spec section is about to appear, so the form waits rather than move under the staff's hands (an open
   * calendar below it would be pushed off the screen and hidden).
   */
  settling: boolean;
  picked: CustomerRacket | null;
  pick(racket: CustomerRacket | null): void;
  specForm: SpecFormApi;
  /** Fills the spec from the picked racket's last job. */
  sameAsLastTime(): void;
  /** Fills the spec from the shop's default spec. */
  shopDefault(): void;
  hasDefault: boolean;
  /** With a racket picked, what the spec's strings book (the one string choice of the line); null without a racket. */
  specString: { stringId: number | null; hybrid: boolean } | null;
  /** Checks the spec (when a racket is picked); the line's racket_id and spec, or null when the spec is refused. */
  take(): { racketId: number | null; spec: ParsedJobSpec | null } | null;
}

/**
 * The racket and spec of one booking line: one of the customer's rackets (or none, as before), and its spec
 * on a spec form, starting from the shop's default; "Same as last time" fills it from the racket's last job.
 * With a racket picked, the spec's strings are the line's one string choice: what they book (a hybrid's dearer
 * side) goes to `onSpecString`, so "Same as last time" sets what is priced too. A string booked before the racket
 * was picked starts the racket's spec (`bookedStringId`).
 */
export function useLineRacket({
  customerId,
  initialRacketId,
  initialSpec,
  variant,
  purchaseId = null,
  bookedStringId = null,
  onSpecString,
}: {
  customerId: number;
  initialRacketId: number | null;
  initialSpec: JobSpecInput | null;
  variant: SpecVariant;
  /** A free stringing's purchase: its racket is picked once the rackets are read. */
  purchaseId?: number | null;
  /**
   * The catalogue string the line books (any service type), or null: a racket picked after it starts with it, and a
   * quick pick that changes it strings both sides of the spec.
   */
  bookedStringId?: number | null;
  /** Called with the Regular string id the spec's strings book whenever it changes while a racket is picked. */
  onSpecString?(stringId: number | null): void;
}): LineRacket {
  const rackets = useCustomerRackets(customerId);
  const defaults = useDefaultSpec();
  const specForm = useSpecForm({ initial: initialSpec, variant });
  // undefined: nobody chose yet (what is certain is picked); null: "no racket" chosen.
  const [chosenId, setChosenId] = useState<number | null | undefined>(initialRacketId ?? undefined);
  // A free stringing's racket is picked as soon as the rackets are read (in the same render, so nothing moves twice);
  // so is the customer's only racket, when nothing else was asked for (docs/decisions/counter-flow.md).
  const fromPurchase = purchaseId === null ? undefined : rackets.data?.find((r) => r.rp_id === purchaseId);
  const onlyRacket = purchaseId === null && rackets.data?.length === 1 ? rackets.data[0] : undefined;
  const racketId =
    chosenId === undefined
      ? ((fromPurchase ?? onlyRacket)?.racket_id ?? null)
      : (chosenId ?? fromPurchase?.racket_id ?? null);
  // A racket just added is picked before the list is read again.
  const [added, setAdded] = useState<CustomerRacket | null>(null);
  const picked =
    rackets.data?.find((r) => r.racket_id === racketId) ?? (added && added.racket_id === racketId ? added : null);
  // The spec comes from the default once, unless the line came back with its own spec.
  const filled = useRef(initialSpec !== null);
  const fill = (spec: JobSpecInput | null | undefined, racket: CustomerRacket, withBooked = false) => {
    filled.current = true;
    const values = specToValues({ ...(spec ?? valuesToSpec(specForm.getValues())), racket: racketOfCustomer(racket) });
    specForm.setValues(withBooked ? withBookedString(values, bookedStringId) : values);
    specForm.clearErrors();
  };

  useEffect(() => {
    if (!filled.current && picked && defaults.data) fill(defaults.data, picked, true);
    // Once, when the racket and the default are both known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked, defaults.data]);

  const specString = picked && variant === 'string' ? specPricedString(specForm.getValues()) : null;
  useEffect(() => {
    if (specString) onSpecString?.(specString.stringId);
    // When what the spec's strings book changes (or a racket is picked).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specString?.stringId, picked?.racket_id]);

  useEffect(() => {
    // A popular string picked on the line (a quick pick) strings both sides of the spec with it; the line's string
    // set from the spec (above) is the spec's already and changes nothing.
    if (!picked || variant !== 'string' || bookedStringId === null) return;
    const regular = stringVariant(bookedStringId, 'Regular')?.string_id ?? null;
    if (regular !== null && regular !== specPricedString(specForm.getValues()).stringId)
      specForm.setValues(withBookedString(specForm.getValues(), bookedStringId));
    // When the line's string changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookedStringId]);

  return {
    rackets,
    // Any line may start with a racket now (the only one is picked): the form waits for the list.
    settling: rackets.isPending,
    picked,
    pick(racket) {
      setChosenId(racket?.racket_id ?? null);
      setAdded(racket);
      if (racket) fill(defaults.data, racket, true);
    },
    specForm,
    sameAsLastTime() {
      if (picked?.last_spec) fill(specViewToInput(picked.last_spec), picked);
    },
    shopDefault() {
      if (picked && defaults.data) fill(defaults.data, picked);
    },
    hasDefault: !!defaults.data,
    specString,
    take() {
      if (!picked) return { racketId: null, spec: null };
      if (specForm.validate().hasErrors) return null;
      const spec = valuesToSpec(specForm.getValues(), variant);
      const withRacket = racketComplete(picked) ? { ...spec, racket: racketOfCustomer(picked) } : spec;
      return { racketId: picked.racket_id, spec: jobSpecInputSchema.parse(withRacket) };
    },
  };
}
