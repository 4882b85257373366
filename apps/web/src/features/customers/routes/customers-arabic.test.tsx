import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { customersPageSchema } from '@shop/domain/contracts/customers';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AddressForm } from '@/components/address-form';
import ManageCustomers from './manage-customers';
import { AddCustomerModal } from '../components/add-customer-modal';
import { CUSTOMER_ROW } from '../testing/customer-row';
import { inputByLabel, optionTexts } from '@/testing/fields';

describeInArabic('The customer screens in Arabic', () => {
  it('lists the customers in Arabic with the phone kept left to right', async () => {
    fakeApi.get('/api/admin/customers', customersPageSchema, listPage([CUSTOMER_ROW]));
    renderWithProviders(<ManageCustomers addCustomer={AddCustomerModal} />, '/dashboard/manage-customer');
    expect(await screen.findByRole('heading', { name: 'إدارة العملاء' })).toBeInTheDocument();
    expect(await screen.findByText('عميل واحد')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'عرض التفاصيل' }).length).toBeGreaterThan(0);
    const phones = screen.getAllByText('+971 50 111 2222');
    expect(phones[0]).toHaveAttribute('dir', 'ltr');
  });

  it('offers the emirates and address types in Arabic while sending their English values', async () => {
    renderWithProviders(<AddressForm customerId={42} onSaved={() => undefined} />);
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeInTheDocument();
    const emirates = await optionTexts(screen.getByPlaceholderText('اختر الإمارة'));
    expect(emirates).toEqual(['دبي', 'أبوظبي', 'الشارقة', 'أم القيوين', 'الفجيرة', 'عجمان', 'رأس الخيمة']);
    expect(inputByLabel(/^الدولة/)).toHaveValue('الإمارات');
    expect(inputByLabel(/^نوع العنوان/)).toHaveValue('البيت');
  });
});
