import {
  Autocomplete,
  Badge,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RACKET_BRANDS } from '@shop/domain/stringing/pattern';
import { isHybrid, valuesToSpec, type SideValues, type SpecVariant } from '@/lib/spec-values';
import { RacketFields } from '@/components/spec/racket-fields';
import { StringSideFields } from '@/components/spec/string-side-fields';
import type { SpecFormApi } from '@/components/spec/use-spec-form';

const STENCILS = [...new Set([...RACKET_BRANDS, 'Luxilon', 'Solinco'])];

function Section({ title, right, children }: { title: string; right?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {right}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The fields of a job's spec on a `useSpecForm` form: racket; mains and crosses (crosses "Same as
 * mains" unless switched off; a Hybrid badge when the strings differ); pre-stretch, knots, stencil;
 * notes. The grip variant shows the racket and notes only.
 */
export function SpecFields({
  form,
  variant = 'string',
  readOnly = false,
  showRacket = true,
}: {
  form: SpecFormApi;
  variant?: SpecVariant;
  readOnly?: boolean;
  /** False where the racket is known already (a customer's racket picked in the booking flow). */
  showRacket?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const { values, errors } = form;
  const sideErrors = (side: 'mains' | 'crosses') => ({
    string_id: errors[`${side}.string_id`],
    own_string: errors[`${side}.own_string`],
    tension: errors[`${side}.tension`],
    unit: errors[`${side}.unit`],
  });
  const sideField =
    (side: 'mains' | 'crosses') =>
    <K extends keyof SideValues>(field: K, next: SideValues[K]) => {
      form.setFieldValue(side, (prev) => ({ ...prev, [field]: next }));
      form.clearFieldError(`${side}.${field}`);
    };
  const setSameAsMains = (same: boolean) => {
    if (!same) form.setFieldValue('crosses', { ...values.mains });
    form.setFieldValue('same_as_mains', same);
  };
  const hybrid = variant === 'string' && isHybrid(valuesToSpec(values, variant));
  const sideFields = (side: 'mains' | 'crosses') => (
    <StringSideFields
      side={side}
      value={values[side]}
      errors={sideErrors(side)}
      onField={sideField(side)}
      readOnly={readOnly}
    />
  );

  return (
    <Stack gap="md">
      {showRacket ? <RacketSection form={form} readOnly={readOnly} /> : null}
      {variant === 'string' ? (
        <>
          {showRacket ? <Divider /> : null}
          <Section title={t('spec.mains')}>{sideFields('mains')}</Section>
          <Section
            title={t('spec.crosses')}
            right={
              hybrid ? (
                <Badge color="grape" variant="light">
                  {t('spec.hybrid')}
                </Badge>
              ) : null
            }
          >
            <Switch
              label={t('spec.sameAsMains')}
              checked={values.same_as_mains}
              onChange={(e) => setSameAsMains(e.currentTarget.checked)}
              disabled={readOnly}
            />
            {values.same_as_mains ? null : sideFields('crosses')}
          </Section>
          <Divider />
          <FinishFields form={form} readOnly={readOnly} />
        </>
      ) : null}
      <Textarea
        label={t('spec.notes')}
        placeholder={variant === 'string' ? t('spec.notesPlaceholder') : t('spec.gripNotesPlaceholder')}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps('notes')}
      />
    </Stack>
  );
}

/** The racket: brand, model, pattern and head size. */
function RacketSection({ form, readOnly }: { form: SpecFormApi; readOnly: boolean }) {
  const { t } = useTranslation('jobs');
  const { values, errors } = form;
  return (
    <Section title={t('columns.racket')}>
      <RacketFields
        value={values.racket}
        errors={{
          brand: errors['racket.brand'],
          model: errors['racket.model'],
          pattern: errors['racket.pattern'],
          head_size: errors['racket.head_size'],
        }}
        onField={(field, next) => {
          form.setFieldValue('racket', (prev) => ({ ...prev, [field]: next }));
          form.clearFieldError(`racket.${field}`);
        }}
        readOnly={readOnly}
      />
    </Section>
  );
}

/** Pre-stretch, knots and stencil. */
function FinishFields({ form, readOnly }: { form: SpecFormApi; readOnly: boolean }) {
  const { t } = useTranslation('jobs');
  return (
    <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
      <NumberInput
        label={t('spec.prestretch')}
        suffix=" %"
        min={0}
        max={20}
        allowDecimal={false}
        allowNegative={false}
        readOnly={readOnly}
        miw={110}
        {...form.getInputProps('prestretch_percent')}
      />
      <Stack gap={4} miw={110}>
        <Text size="sm" fw={500} id="spec-knots-label">
          {t('spec.knots')}
        </Text>
        <SegmentedControl
          aria-labelledby="spec-knots-label"
          data={['2', '4']}
          readOnly={readOnly}
          {...form.getInputProps('knots')}
        />
      </Stack>
      <Autocomplete
        label={t('spec.stencil')}
        placeholder={t('spec.none')}
        description={t('spec.stencilHint')}
        data={STENCILS}
        readOnly={readOnly}
        miw={150}
        {...form.getInputProps('stencil')}
      />
    </Group>
  );
}
