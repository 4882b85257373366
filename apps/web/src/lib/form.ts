import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * Every form validates with the domain's Zod schema for its request, the one the server applies,
 * through @mantine/form's own Standard Schema resolver: one definition, the same words in the
 * browser and in the server's 400. The first message of a field wins (the schema's order).
 */
export function schemaValidate(schema: z.ZodType): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/**
 * The same, with the schema loaded on first use: the login screen keeps Zod out of its first
 * download (e2e/tests/web-bundle.test.ts) and starts loading it when the form is shown.
 */
export function lazySchemaValidate(load: () => Promise<z.ZodType>): (values: unknown) => Promise<FormErrors> {
  let loading: Promise<z.ZodType> | null = null;
  return async (values) => {
    loading ??= load();
    return schemaResolver(await loading, { sync: true })(values);
  };
}

/** The first message of a form's errors, in the schema's order: the one alert above the buttons. */
export function firstError(errors: FormErrors): string | null {
  const first = Object.values(errors).find((message) => message !== null && message !== undefined && message !== '');
  return first === undefined ? null : String(first);
}

/**
 * A 400 names the fields it refused (`ApiError.fields`, paths as the form's: `purchases.0.price`):
 * shows them on the same fields. Returns true when the form showed any.
 */
export function showServerErrors(form: { setErrors(errors: FormErrors): void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  form.setErrors(error.fields);
  return true;
}
