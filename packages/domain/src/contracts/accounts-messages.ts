/**
 * The accounts area's exact messages, in a module without Zod so that screens needing only the
 * words (the login page) do not load the schemas. Re-exported by contracts/accounts.ts.
 */
export const ACCOUNT_MESSAGES = {
  loginBothRequired: 'Please enter both email and password.',
  invalidEmail: 'Invalid email format.',
  recaptchaFailed: 'reCAPTCHA verification failed. Please try again.',
  allFieldsRequired: 'All fields are required.',
  registrationSent: 'Registration request sent successfully!',
  passwordsDoNotMatch: 'Passwords do not match.',
  bothPasswordFields: 'Please enter both password fields.',
  emailRequired: 'Please enter your email.',
  resetLinkSent: 'A password reset link has been sent to your email.',
  resetLinkFailed: 'Failed to send reset link. Try again.',
  passwordReset: 'Password has been reset successfully.',
  passwordResetFailed: 'Failed to reset password. Try again.',
  passwordSet: 'Your password has been set. You can now log in.',
  invalidCredentials: 'Invalid email or password.',
  accountLocked: 'Too many failed attempts. This account is locked for 15 minutes.',
  accountPending: 'Your registration request is still waiting for approval.',
  invalidToken: 'This link is invalid or has expired. Please ask for a new one.',
  resetLinkMissing: 'Open this page from the link in your password reset email, or ask for a new link.',
  alreadyRegistered: 'An account or request with this email already exists.',
  noPendingRequests: 'No pending Requests',
  requestApproved: 'Request approved. A set-password link has been emailed.',
  requestRejected: 'Request rejected.',
  requestAlreadyDecided: 'This request has already been decided.',
  loggedOut: 'Logged out.',
  loginSuccess: 'Login successful.',
  setPasswordFailed: 'Failed to set password. Try again.',
  notYourRequest: 'You cannot decide on your own request.',
  requestNotFound: 'This registration request does not exist.',
} as const;
