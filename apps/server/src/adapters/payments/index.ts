import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createSandboxProvider } from './sandbox';
import { createTelrProvider } from './telr';
import type { PaymentProvider } from './types';

export type {
  PaymentProvider,
  PaymentCheck,
  CreatePaymentInput,
  CreatedPayment,
  ProviderPaymentStatus,
  VoidAnswer,
  RefundAnswer,
  CaptureAnswer,
  FollowUp,
} from './types';

/** Chooses the hosted payment page provider from the settings (PAYMENT_PROVIDER: sandbox or telr). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payments.provider === 'telr') {
    return createTelrProvider({
      storeId: config.payments.telrStoreId,
      authKey: config.payments.telrAuthKey,
      url: config.payments.telrUrl,
      remoteUrl: config.payments.telrRemoteUrl,
      remoteAuthKey: config.payments.telrRemoteAuthKey,
      serviceUrl: config.payments.telrServiceUrl,
      serviceKey: config.payments.telrServiceKey,
      timeoutMs: config.payments.telrTimeoutMs,
      testMode: config.payments.telrTestMode,
    });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl, secret: config.sessionSecret });
}
