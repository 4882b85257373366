import type { Config } from '../../config';

export type BotCheckAction = 'login' | 'staff_register';

/** Answers whether a request looks human. `off` always says yes (demo and tests); reCAPTCHA v3 asks Google. */
export interface BotCheck {
  readonly name: 'off' | 'recaptcha';
  verify(input: { token: string; action: BotCheckAction; remoteIp?: string }): Promise<boolean>;
}

export const offBotCheck: BotCheck = { name: 'off', verify: async () => true };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export function createRecaptchaBotCheck(options: { secret: string; minScore: number; hostname: string; verifyUrl: string }): BotCheck {
  return {
    name: 'recaptcha',
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
        if (!response.ok) return false;
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return false;
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

export function createBotCheck(config: Config): BotCheck {
  return config.botCheck.provider === 'recaptcha'
    ? createRecaptchaBotCheck({
        secret: config.botCheck.secret,
        minScore: config.botCheck.minScore,
        hostname: config.botCheck.hostname,
        verifyUrl: config.botCheck.verifyUrl,
      })
    : offBotCheck;
}
