export {
  ACCEPT_DATA_DESCRIPTOR,
  AUTHORIZE_NET_ENDPOINTS,
  AuthorizeNetGateway,
  type AuthorizeNetSettings,
  buildCreateTransactionRequest,
  buildRefundRequest,
  buildTransactionDetailsRequest,
  buildVoidRequest,
  interpretResponse,
  parseAnetBody,
} from './authorize-net';
export {
  type AuthorizeRequest,
  type AuthorizeResult,
  type PaymentActionResult,
  type PaymentBilling,
  type PaymentGateway,
  PaymentUnavailableError,
  type RefundRequest,
} from './gateway';
export { createPaymentGateway, type PaymentSettingsServer, paymentSettingsFromEnv } from './settings';
export { TEST_GATEWAY_MESSAGES, TestGateway } from './test-gateway';
