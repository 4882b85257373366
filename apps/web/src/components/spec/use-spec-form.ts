import { useForm, type UseFormReturnType } from '@mantine/form';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import { specErrors, specToValues, type SpecFormValues, type SpecVariant } from '@/lib/spec-values';

export type SpecFormApi = UseFormReturnType<SpecFormValues>;

/**
 * The spec's form state, validated with the domain's jobSpecInputSchema. Used by `SpecForm` (a dialog,
 * the settings card) and by the booking flow, which holds it beside its own form and validates both.
 */
export function useSpecForm({
  initial,
  variant = 'string',
}: {
  initial?: JobSpecInput | null;
  variant?: SpecVariant;
}): SpecFormApi {
  return useForm<SpecFormValues>({
    initialValues: specToValues(initial),
    validate: (values) => specErrors(values, variant),
  });
}
