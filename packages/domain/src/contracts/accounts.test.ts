import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  approveRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordStrengthError,
  PASSWORD_MESSAGES,
  registerRequestSchema,
  rejectRequestSchema,
  resetPasswordRequestSchema,
} from './accounts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('login contract', () => {
  it('uses the documented messages for missing fields and a bad email', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: '', password: '' }))).toBe(
      'Please enter both email and password.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co' }))).toBe(
      'Please enter both email and password.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a b@c.co', password: 'x' }))).toBe(
      'Invalid email format.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'abc', password: 'x' }))).toBe('Invalid email format.');
  });

  it('trims and lowercases the email and defaults the bot token to empty', () => {
    expect(loginRequestSchema.parse({ email: '  Admin@Demo.Test ', password: 'p' })).toEqual({
      email: 'admin@demo.test',
      password: 'p',
      recaptchaToken: '',
    });
  });
});

describe('register contract', () => {
  it('requires every name field and the email with the documented message', () => {
    for (const body of [
      { lastName: 'B', email: 'a@b.co' },
      { firstName: ' ', lastName: 'B', email: 'a@b.co' },
      { firstName: 'A', lastName: 'B', email: '' },
    ]) {
      expect(firstMessage(registerRequestSchema.safeParse(body))).toBe(ACCOUNT_MESSAGES.allFieldsRequired);
    }
    expect(firstMessage(registerRequestSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'nope' }))).toBe(
      'Invalid email format.',
    );
  });

  it('defaults the role to staff and accepts only the three roles', () => {
    expect(registerRequestSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co' }).role).toBe('staff');
    expect(
      registerRequestSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'superadmin' }).role,
    ).toBe('superadmin');
    expect(
      registerRequestSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'customer' }).success,
    ).toBe(false);
  });
});

describe('password contracts', () => {
  it('says when the passwords do not match', () => {
    expect(
      firstMessage(
        resetPasswordRequestSchema.safeParse({
          token: 't',
          password: 'Tennis-racket-stringing',
          confirmPassword: 'Tennis-racket-stringin',
        }),
      ),
    ).toBe('Passwords do not match.');
  });

  it('asks for both fields', () => {
    expect(
      firstMessage(resetPasswordRequestSchema.safeParse({ token: 't', password: 'Tennis-racket-stringing' })),
    ).toBe('Please enter both password fields.');
  });

  it('requires at least 12 characters that are not easy to guess', () => {
    for (const strong of ['Tennis-racket-stringing', 'correct horse battery staple', 'Owner-pass-2026'])
      expect(passwordStrengthError(strong)).toBeNull();
    for (const short of ['aaaaaaaaa1', 'password12', 'Abc1'])
      expect(passwordStrengthError(short)).toBe(PASSWORD_MESSAGES.tooShort);
    for (const guessable of ['password1234', 'qwertyuiop12', '123456789012', 'aaaaaaaaaaaa', 'iloveyou2026'])
      expect(passwordStrengthError(guessable)).toBe(PASSWORD_MESSAGES.tooGuessable);
    // The demo password is strong by its shape but published in the README: refused, in any case.
    for (const published of ['demo-pass-2026', 'DEMO-PASS-2026'])
      expect(passwordStrengthError(published)).toBe(PASSWORD_MESSAGES.published);
    // The person's own email counts against the password (strong enough for anyone else).
    expect(passwordStrengthError('nadia.faris@shop.test')).toBeNull();
    expect(passwordStrengthError('nadia.faris@shop.test', ['nadia.faris@shop.test', 'nadia', 'faris'])).toBe(
      PASSWORD_MESSAGES.tooGuessable,
    );
    expect(passwordStrengthError('x'.repeat(201))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('forgot password asks for the email with the documented message', () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: '' }))).toBe('Please enter your email.');
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({}))).toBe('Please enter your email.');
  });
});

describe('approve and reject contracts', () => {
  it('take the request id as adminId and the matching status, which may be left out', () => {
    expect(approveRequestSchema.parse({ adminId: 7, status: 'approved' })).toEqual({ adminId: 7, status: 'approved' });
    // A JSON integer only: a string, a list or a boolean is never read as an id.
    for (const adminId of ['7', [7], true, '0x7'])
      expect(firstMessage(approveRequestSchema.safeParse({ adminId }))).toBe('adminId must be a request id.');
    expect(rejectRequestSchema.parse({ adminId: 7 })).toEqual({ adminId: 7 });
    expect(firstMessage(approveRequestSchema.safeParse({ adminId: 7, status: 'rejected' }))).toBe(
      'status must be approved for this call.',
    );
    expect(firstMessage(rejectRequestSchema.safeParse({ adminId: 0, status: 'rejected' }))).toBe(
      'adminId must be a request id.',
    );
  });
});
