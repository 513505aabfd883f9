/** HTTP of the account area: profile (GET, PUT) and the address book (bearer required). */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, addressSchema, profileUpdateSchema } from 'shared-contracts/schemas/account';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireAccount } from '../auth/index';
import { addAddress, getProfile, removeAddress, updateAddress, updateProfile } from './service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/User/profile',
    { schema: { tags: ['users'], summary: 'The signed-in customer: details, addresses, orders.' } },
    async (request) => getProfile(app.db, (await requireAccount(request)).userId),
  );

  app.put(
    '/User/profile',
    {
      ...validatedByYup,
      schema: {
        tags: ['users'],
        summary: "Update first name, last name and phone; the e-mail is sent and must be the account's (read-only).",
        body: openApiBody(profileUpdateSchema),
      },
    },
    async (request) => {
      const { userId } = await requireAccount(request);
      return updateProfile(app.db, userId, await validate(profileUpdateSchema, request.body));
    },
  );

  app.post(
    '/User/addresses',
    {
      ...validatedByYup,
      schema: { tags: ['users'], summary: 'Add an address to the address book.', body: openApiBody(addressSchema) },
    },
    async (request) => {
      const { userId } = await requireAccount(request);
      return addAddress(app.db, userId, await validate(addressSchema, request.body));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/User/addresses/:id',
    {
      ...validatedByYup,
      schema: { tags: ['users'], summary: 'Update an address of the address book.', body: openApiBody(addressSchema) },
    },
    async (request) => {
      const { userId } = await requireAccount(request);
      return updateAddress(app.db, userId, request.params.id, await validate(addressSchema, request.body));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/User/addresses/:id',
    { schema: { tags: ['users'], summary: 'Delete an address of the address book.' } },
    async (request) => {
      const { userId } = await requireAccount(request);
      await removeAddress(app.db, userId, request.params.id);
      return { message: ACCOUNT_MESSAGES.addressDeleted };
    },
  );
}
