import { createElement } from 'react';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { FormMessage, messageOf } from './form-message';

/**
 * The schema's English messages in the screen's language (the `messages` catalogue; docs/decisions/i18n.md):
 * each is a `FormMessage` that translates as it renders, so a message on screen follows a language change.
 */
function translated(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    out[field] = typeof message === 'string' ? createElement(FormMessage, { message }) : message;
  }
  return out;
}

/**
 * Every form validates with the domain's Zod schema for its request, the one the server applies,
 * through @mantine/form's own Standard Schema resolver: one definition, the same words in the
 * browser and in the server's 400. The first message of a field wins (the schema's order).
 */
export function schemaValidate(schema: z.ZodType): (values: unknown) => FormErrors {
  const validate = schemaResolver(schema, { sync: true });
  return (values) => translated(validate(values));
}

/**
 * The same, with the schema loaded on first use: the login screen keeps Zod out of its first
 * download (e2e/tests/web-bundle.test.ts) and starts loading it when the form is shown.
 */
export function lazySchemaValidate(load: () => Promise<z.ZodType>): (values: unknown) => Promise<FormErrors> {
  let loading: Promise<z.ZodType> | null = null;
  return async (values) => {
    loading ??= load();
    return translated(schemaResolver(await loading, { sync: true })(values));
  };
}

/**
 * The first message of a form's errors, in the schema's order: the one alert above the buttons. The English
 * sentence: the alert translates it as it renders (`t(message, { ns: 'messages' })`).
 */
export function firstError(errors: FormErrors): string | null {
  for (const error of Object.values(errors)) {
    const message = messageOf(error);
    if (message !== null) return message;
  }
  return null;
}

/**
 * The first message no field shows under itself (`shown`: the fields that do): the form's alert says only what is not
 * already on the screen, so no message appears twice.
 */
export function unshownError(errors: FormErrors, shown: readonly string[]): string | null {
  return firstError(Object.fromEntries(Object.entries(errors).filter(([field]) => !shown.includes(field))));
}

/**
 * A 400 names the fields it refused (`ApiError.fields`, paths as the form's: `purchases.0.price`):
 * shows them on the same fields. Returns true when the form showed any.
 */
export function showServerErrors(form: { setErrors(errors: FormErrors): void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  form.setErrors(translated(error.fields));
  return true;
}
