/** Settings a real production shop would use: every check of assertProductionReady passes (PGlite unless DATABASE_URL is added). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'Vq3x9LmZ2rT8pK4wN7sB1cY6hJ0dF5gE',
  PUBLIC_URL: 'https://backoffice.racketlab.test',
  BOT_CHECK: 'recaptcha',
  RECAPTCHA_SECRET: 'secret',
  RECAPTCHA_SITE_KEY: 'site',
  PAYMENT_PROVIDER: 'telr',
  TELR_STORE_ID: '1234',
  TELR_AUTH_KEY: 'auth',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://user:pass@mail.example.ae',
};
