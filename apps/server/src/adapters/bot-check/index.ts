import type { Config } from '../../config';

export type BotCheckAction = 'login' | 'staff_register';

/** Answers whether a request looks human. `off` always says yes (demo and tests); reCAPTCHA v3 asks Google. */
export interface BotCheck {
  readonly name: 'off' | 'recaptcha';
  /**
   * What Google last said is wrong with our own settings (a wrong or missing secret), in words for the
   * settings screen; null once a check succeeds again. Kept by this instance only.
   */
  configurationProblem(): string | null;
  verify(input: { token: string; action: BotCheckAction; remoteIp?: string }): Promise<boolean>;
}

export const offBotCheck: BotCheck = { name: 'off', configurationProblem: () => null, verify: async () => true };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** Google's error codes that mean our own settings are wrong, not the visitor. */
const CONFIGURATION_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export interface BotCheckLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * reCAPTCHA v3 through Google's siteverify. A refusal is logged with Google's error codes (never the
 * token), and codes that mean our own settings are wrong are logged as a configuration problem, so
 * a wrong secret does not look like every visitor being a bot.
 */
export function createRecaptchaBotCheck(
  options: { secret: string; minScore: number; hostname: string; verifyUrl: string },
  log: BotCheckLog = { warn: () => undefined },
): BotCheck {
  let problem: string | null = null;
  return {
    name: 'recaptcha',
    configurationProblem: () => problem,
    async verify({ token, action, remoteIp }) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) {
          log.warn({ status: response.status }, `reCAPTCHA check failed: siteverify answered HTTP ${response.status}.`);
          return false;
        }
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'reCAPTCHA check failed: siteverify could not be reached.');
        return false;
      }
      const codes = answer['error-codes'] ?? [];
      if (codes.some((code) => CONFIGURATION_CODES.has(code))) {
        problem = `Google refused our reCAPTCHA settings (${codes.join(', ')}): check RECAPTCHA_SECRET. Logins and registrations are refused until it is fixed.`;
        log.warn(
          { errorCodes: codes },
          `reCAPTCHA is misconfigured (${codes.join(', ')}): check RECAPTCHA_SECRET. Every login and registration is refused until it is fixed.`,
        );
      } else if (answer.success === true) {
        problem = null;
      } else {
        log.warn(
          { errorCodes: codes, action },
          `reCAPTCHA refused a ${action} (${codes.join(', ') || 'no error code'}).`,
        );
      }
      return (
        answer.success === true &&
        answer.action === action &&
        typeof answer.score === 'number' &&
        answer.score >= options.minScore &&
        answer.hostname === options.hostname
      );
    },
  };
}

export function createBotCheck(config: Config, log?: BotCheckLog): BotCheck {
  return config.botCheck.provider === 'recaptcha'
    ? createRecaptchaBotCheck(
        {
          secret: config.botCheck.secret,
          minScore: config.botCheck.minScore,
          hostname: config.botCheck.hostname,
          verifyUrl: config.botCheck.verifyUrl,
        },
        log,
      )
    : offBotCheck;
}
