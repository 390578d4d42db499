import { z } from 'zod';
import { msg } from '../validation/message-options';
import { PAYMENT_PROVIDERS } from './payment-providers';

// Apart from the settings' schemas: the subscription's answer needs only this one.
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS, msg('paymentProviderInvalid'));
