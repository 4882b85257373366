import type { Fils, FormatAedOptions } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from './ltr';

/** An amount in the screen's language ("75.00 AED", "75.00 د.إ."), kept left to right inside Arabic text. */
export function Money({ value, ...options }: { value: Fils } & FormatAedOptions) {
  const format = useFormat();
  return <Ltr>{format.money(value, options)}</Ltr>;
}
