/** Input patterns shared by the contracts and the screens, in a module without Zod (see accounts-messages.ts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
