import type { AccountDataExport } from '../../../shared/dataExport';
import type { DeleteAccountValues } from '../../../shared/schemas/accountDeletionSchemas';
import { apiSlice } from '../../api/apiSlice';

/** The fan's rights over their data (India's DPDP Act 2023): a copy of it, and erasing the account. */
export const dataRightsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation although it is a GET: each click must fetch the data as it is now, never a cached copy. */
    downloadMyData: build.mutation<AccountDataExport, void>({
      query: () => '/users/me/data',
    }),
    deleteAccount: build.mutation<void, DeleteAccountValues>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useDownloadMyDataMutation, useDeleteAccountMutation } = dataRightsApi;
