import { useCallback } from 'react';
import { usePublicConfig } from '@/lib/use-public-config';

type BotAction = 'login' | 'staff_register';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let scriptLoading: Promise<Grecaptcha> | null = null;

/** Loads Google's reCAPTCHA v3 script once, only when the server asks for it. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load.'));
    };
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA did not load.'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * Returns a function that yields a bot-check token for an action: a reCAPTCHA v3 token when the
 * server's public config says provider 'recaptcha', and '' when the bot check is off.
 * Throws when reCAPTCHA is required but cannot be reached.
 */
export function useBotToken(): (action: BotAction) => Promise<string> {
  const config = usePublicConfig();
  return useCallback(
    async (action: BotAction) => {
      const settings = config.data ?? (await config.refetch()).data;
      if (!settings || settings.botCheck.provider !== 'recaptcha') return '';
      const grecaptcha = await loadRecaptcha(settings.botCheck.siteKey);
      return grecaptcha.execute(settings.botCheck.siteKey, { action });
    },
    [config],
  );
}
