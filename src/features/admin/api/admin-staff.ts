import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { DocData, StaffKind } from '../../../port/types';
import { queryClient } from '../../../data/query-client';
import type { FormValues } from '../config/types';
import { storedText } from '../config/form-values';
import { readAgain } from '../../../data/entity-keys';

/**
 * A new vendor or delivery person from the staff form: `data` as it would be
 * stored, and the first password, which never is. The server makes the
 * sign-in account and the staff document together, so the admin stays
 * signed in as themselves.
 */
async function createStaffAccount(
  kind: StaffKind,
  data: DocData,
  values: FormValues,
): Promise<void> {
  const backend = await getBackend();
  await backend.call('createStaffAccount', {
    kind,
    name: storedText(data, 'name'),
    phone: storedText(data, 'phone'),
    password: typeof values['password'] === 'string' ? values['password'] : '',
    ...(kind === 'vendor' && { shopId: storedText(data, 'shopId') }),
  });
}

export const useCreateStaffAccount = (kind: StaffKind) =>
  useMutation(
    {
      mutationFn: ({ data, values }: { data: DocData; values: FormValues }) =>
        createStaffAccount(kind, data, values),
      onSuccess: () => void readAgain([kind]),
    },
    queryClient,
  );
