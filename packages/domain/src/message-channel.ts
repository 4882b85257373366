import type { PreferredChannel } from './contracts/customer-channel';
import type { ChannelRule, MessageKind } from './contracts/shop-settings';

/** Each message's own order when the customer has no preference (docs/decisions/whatsapp.md). */
const NATURAL_ORDER: Record<MessageKind, PreferredChannel> = {
  received: 'email',
  ready: 'whatsapp',
  reminder: 'email',
};

/**
 * The channel one message goes on, or null when none reaches the customer. `email` / `whatsapp` rules send on that
 * channel only; `first_available` tries the customer's preferred channel (else the message's own order) first,
 * then the other.
 */
export function chooseChannel(input: {
  kind: MessageKind;
  rule: ChannelRule;
  preferred: PreferredChannel | null;
  reachable: Record<PreferredChannel, boolean>;
}): PreferredChannel | null {
  if (input.rule !== 'first_available') return input.reachable[input.rule] ? input.rule : null;
  const first = input.preferred ?? NATURAL_ORDER[input.kind];
  const second: PreferredChannel = first === 'email' ? 'whatsapp' : 'email';
  if (input.reachable[first]) return first;
  return input.reachable[second] ? second : null;
}
