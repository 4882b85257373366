import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CustomerEmail } from './customer-email';

describe('a customer email in the lists', () => {
  it('reads left to right even in an Arabic page, so an Arabic local part stays before the domain', () => {
    renderWithProviders(<CustomerEmail email="محمد@example.ae" phone="+971501234567" name="محمد" />);
    expect(screen.getByText('محمد@example.ae')).toHaveAttribute('dir', 'ltr');
  });
});
