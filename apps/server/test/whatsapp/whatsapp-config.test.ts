import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createWhatsAppSender, PermanentWhatsAppRefusal } from '../../src/adapters/whatsapp';
import { isSignedByWhatsApp, whatsappSignature } from '../../src/services/whatsapp/verify-signature';

const ALL = { WHATSAPP_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_APP_SECRET: 'secret' };

describe('WhatsApp settings', () => {
  it('is on only with the token, the phone number id and the app secret, and names the templates', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({
      enabled: false,
      apiUrl: 'https://graph.facebook.com/v21.0',
      templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
    });
    for (const missing of Object.keys(ALL)) {
      const env: Record<string, string> = { ...ALL };
      delete env[missing];
      expect(loadConfig(env).whatsapp.enabled).toBe(false);
    }
    const on = loadConfig({
      ...ALL,
      WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/',
      WHATSAPP_TEMPLATE_READY: 'ready_v2',
    }).whatsapp;
    expect(on).toMatchObject({ enabled: true, apiUrl: 'http://127.0.0.1:9/v21.0' });
    expect(on.templates.ready).toBe('ready_v2');
    expect(() => loadConfig({ WHATSAPP_API_URL: 'graph.facebook.com' })).toThrow(
      'WHATSAPP_API_URL must be an absolute address (got "graph.facebook.com").',
    );
  });

  it('without WhatsApp, the embedded sender refuses for good (a left-over message falls back to email)', async () => {
    const sender = createWhatsAppSender(loadConfig({}));
    expect(sender.name).toBe('link');
    await expect(sender.send({ to: '971501234567', template: 'x', language: 'en', parameters: [] })).rejects.toThrow(
      PermanentWhatsAppRefusal,
    );
    expect(createWhatsAppSender(loadConfig(ALL)).name).toBe('cloud-api');
  });

  it('checks X-Hub-Signature-256 over the raw bytes with the app secret', () => {
    const body = Buffer.from('{"object":"whatsapp_business_account"}');
    const header = whatsappSignature(body, 'secret');
    expect(isSignedByWhatsApp(body, header, 'secret')).toBe(true);
    expect(isSignedByWhatsApp(Buffer.from(`${body} `), header, 'secret')).toBe(false);
    expect(isSignedByWhatsApp(body, header, 'other')).toBe(false);
    expect(isSignedByWhatsApp(body, header, '')).toBe(false);
    expect(isSignedByWhatsApp(body, undefined, 'secret')).toBe(false);
    expect(isSignedByWhatsApp(body, header.toUpperCase(), 'secret')).toBe(false);
  });
});
