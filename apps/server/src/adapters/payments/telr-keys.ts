import { telrRemoteVoid, type TelrRemoteOptions } from './telr-remote';
import { telrServiceAnswers, type TelrServiceOptions } from './telr-service';

const NO_TRANSACTION = '000000000000';

/** What the key check says, in words for the log and the Settings screen. */
export const TELR_KEY_MESSAGES = {
  remoteRefused: (reason: string) =>
    `Telr refused the Remote API key (TELR_REMOTE_AUTH_KEY, or TELR_AUTH_KEY when it is not set): ${reason}. Voids, captures and refunds would fail.`,
  serviceMissing:
    'TELR_SERVICE_API_KEY is not set: a refund, void or capture whose answer from Telr is lost cannot be checked, so it cannot be sent again.',
  serviceRefused:
    'Telr refused the Service API key (TELR_SERVICE_API_KEY): a refund, void or capture whose answer is lost cannot be checked.',
};

/**
 * Asks Telr whether it accepts the keys with requests that change nothing: a Remote API void of a transaction that
 * does not exist (ref 0…0: Telr answers E04 when it refuses the key, E30 "not found" when it accepts it), and the
 * Service API's linked transactions of it (401 refused, 404 accepted). Throws badGateway when Telr cannot be reached.
 */
export async function checkTelrKeys(
  remote: TelrRemoteOptions,
  service: TelrServiceOptions,
): Promise<{ problems: string[]; refused: boolean }> {
  const problems: string[] = [];
  let refused = false;
  const auth = await telrRemoteVoid(remote, { ref: NO_TRANSACTION, amount: '0.01', currency: 'AED' });
  if (auth.status === 'E' && (/^E?0*4$/.test(auth.code) || /auth|store id/i.test(auth.message))) {
    problems.push(TELR_KEY_MESSAGES.remoteRefused(auth.message || auth.code));
    refused = true;
  }
  if (!service.key) problems.push(TELR_KEY_MESSAGES.serviceMissing);
  else if ((await telrServiceAnswers(service, NO_TRANSACTION)) === 'refused') {
    problems.push(TELR_KEY_MESSAGES.serviceRefused);
    refused = true;
  }
  return { problems, refused };
}
