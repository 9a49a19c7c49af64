import { BackendError, type DocData, type StaffKind } from '../../../port/types';
import { collections } from '../../../lib/models';
import { formatIndianMobile } from '../../../lib/phone';
import { storedText } from '../config/form-values';
import { nameSearch } from '../config/search';
import type { CollectionConfig, FieldSpec, FieldsOf } from '../config/types';
import * as field from './fields';
import { byName, heading, joined, section, type Section } from './kit';

/** The field of the staff form a refusal of the server is about. */
function staffFailureField(error: unknown): 'phone' | 'password' | 'shopId' | undefined {
  if (!(error instanceof BackendError)) return undefined;
  if (error.code === 'auth/email-already-in-use' || error.reason?.key === 'staffPhoneInvalid') {
    return 'phone';
  }
  if (error.code === 'auth/weak-password') return 'password';
  return error.reason?.key === 'vendorShopMissing' ? 'shopId' : undefined;
}

/**
 * Vendors or delivery persons: the server makes each one's sign-in account
 * with their document (staff-screen), and an account is deactivated, never
 * deleted, as its orders keep pointing at it.
 */
const staffSection =
  (kind: StaffKind): Section =>
  ({ t }): CollectionConfig => {
    const vendor = kind === 'vendor';
    return section<typeof kind, 'password' | FieldsOf<'vendor'>>({
      ...(vendor
        ? heading(t, collections.vendor, 'ordersAndStaff', ['vendors', 'vendor'], 'vendors')
        : heading(
            t,
            collections.delivery,
            'ordersAndStaff',
            ['deliveryPersons', 'deliveryPerson'],
            'deliveryPersons',
          )),
      fields: [
        field.name(t),
        { ...field.phone(t, 'mobile'), editable: 'create', hint: t.signInNumberHint },
        {
          name: 'password',
          label: t.firstPassword,
          kind: 'password',
          // Never stored, so no schema says it: the staff account's minimum and the sign-in policy do.
          required: true,
          transient: true,
          editable: 'create',
          hint: t.firstPasswordHint,
        },
        ...(vendor
          ? [
              {
                name: 'shopId',
                label: t.shop,
                kind: 'ref',
                ref: { collection: collections.shops, labelField: 'name' },
                hint: t.theirShopHint,
              } satisfies FieldSpec<'shopId'>,
            ]
          : []),
        { name: 'active', label: t.activeMaySignIn, kind: 'boolean', editable: 'edit' },
      ],
      ...byName,
      summaryOf: (person, refLabels) =>
        joined(
          formatIndianMobile(person.phone ?? ''),
          (vendor && refLabels?.['shopId']) || '',
          person.active === true ? t.active : t.deactivated,
        ),
      search: nameSearch(vendor ? t.vendorsLower : t.deliveryPersonsLower),
      canCreate: true,
      canEdit: true,
      // An account is deactivated, never deleted: its orders keep pointing at it.
      canDelete: false,
      derive: (_data, refs): DocData => {
        const shop = refs['shopId'];
        return vendor && shop ? { category: storedText(shop.data, 'type') } : {};
      },
      fieldOfFailure: staffFailureField,
    });
  };

export const vendors = staffSection('vendor');
export const deliveryPersons = staffSection('delivery');
