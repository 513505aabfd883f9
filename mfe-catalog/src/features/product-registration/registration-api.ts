/** The calls of the product registration page: models, dealers near a zip, the registration. */

import type { DealerLocation, DealerSearchAnswer } from 'shared-contracts/api/dealers';
import type { ProductRegistration, RegistrableModel } from 'shared-contracts/schemas/product-registration';
import { apiCall } from 'shared-kit';

export function fetchModels(): Promise<RegistrableModel[]> {
  return apiCall<RegistrableModel[]>('/Registration/product/models', { silentLoading: true });
}

/** Dealers within 50 miles of a zip; an unknown zip rejects with the API's message. */
export async function dealersNear(zip: string): Promise<DealerLocation[]> {
  const answer = await apiCall<DealerSearchAnswer>(`/Dealers/search?zip=${encodeURIComponent(zip)}&radius=50`, {
    skipErrorHandler: true,
  });
  return answer.dealers;
}

/** Registers; field errors of a 400/409 come back in the ApiCallError's data. */
export function submitRegistration(form: ProductRegistration): Promise<{ message: string }> {
  return apiCall<{ message: string }>('/Registration/product', {
    method: 'POST',
    body: form,
    skipErrorHandler: (error) => error.status === 400 || error.status === 409,
  });
}
