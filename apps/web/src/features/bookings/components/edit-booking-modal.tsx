import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { findGrip } from '@shop/domain/catalogue';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { toAed } from '@shop/domain/money';
import { visibleGrips } from '@shop/domain/pickup';
import type { BookingDraft } from '../lib/drafts';
import { draftPrice } from '../lib/price-drafts';
import { FormError } from './form-actions';
import { GripTable } from './grip-table';
import { StringPicker } from './string-picker';

/** Changes a line's string or grip within its type (the checkout's mode stays), and its racket name. */
export function EditBookingModal({
  draft,
  onClose,
  onSave,
}: {
  draft: BookingDraft | null;
  onClose(): void;
  onSave(draft: BookingDraft): void;
}) {
  return (
    <Modal opened={!!draft} onClose={onClose} title="Edit booking" size="lg" centered>
      {draft ? <EditForm key={draft.invoiceNo} draft={draft} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function EditForm({
  draft,
  onClose,
  onSave,
}: {
  draft: BookingDraft;
  onClose(): void;
  onSave(draft: BookingDraft): void;
}) {
  const [value, setValue] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const racketLocked = draft.freeService || !!draft.rp_id;

  function save() {
    if (value.serviceKind === 'string' && !value.stringId) return setError(BOOKING_MESSAGES.selectStringForAll);
    if (value.serviceKind === 'grip' && !findGrip(value.gripId)) return setError(BOOKING_MESSAGES.selectGripForAll);
    if (!racketLocked && !value.racketName.trim()) return setError(BOOKING_MESSAGES.enterRacketName);
    onSave({ ...value, racketName: value.racketName.trim(), totalCost: toAed(draftPrice(value)) });
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Racket Name"
        value={value.racketName}
        disabled={racketLocked}
        onChange={(e) => setValue({ ...value, racketName: e.currentTarget.value })}
      />
      {value.serviceKind === 'string' ? (
        <StringPicker
          stringId={value.stringId}
          type={value.stringType}
          free={value.freeService}
          lockType
          onChange={({ stringId, type }) => setValue({ ...value, stringId, stringType: type ?? value.stringType })}
        />
      ) : (
        <GripTable
          rows={visibleGrips({ lock: draft.gripType })}
          value={value.gripId}
          onChange={(g) => setValue({ ...value, gripId: g.grip_id, gripType: g.type })}
        />
      )}
      <FormError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save}>Save changes</Button>
      </Group>
    </Stack>
  );
}
