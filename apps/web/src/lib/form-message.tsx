import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's validation message, kept as the schema's English sentence and translated as it renders
 * (the `messages` catalogue): a message on screen follows a language change (docs/decisions/i18n.md).
 */
export function FormMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return <>{t(message, { ns: 'messages' })}</>;
}

/** The English sentence of a form's error, whether held as text or as a `FormMessage`. */
export function messageOf(error: ReactNode): string | null {
  if (error === null || error === undefined || error === '' || typeof error === 'boolean') return null;
  if (isValidElement<{ message?: unknown }>(error) && typeof error.props.message === 'string')
    return error.props.message;
  return typeof error === 'string' || typeof error === 'number' ? String(error) : null;
}
