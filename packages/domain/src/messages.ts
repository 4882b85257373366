/** Messages shared across features, word for word as docs/product/screens.md gives them. */
export const MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  notEligible: 'You are not eligible to access it.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  unauthorized: 'Please log in to continue.',
  notFound: 'Not found.',
  invalidInput: 'Some fields are not valid. Please check and try again.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
