import { queryOptions, useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { getBackend } from '../../../backend';
import { schemaChecks, type FormErrors } from '../../../components/form';
import { queryClient } from '../../../data/query-client';
import { loadList, loadListMedia } from '../../../data/shop-lists';
import { deviceId, rememberCheckout, rememberRecord } from '../../../lib/customer-memory';
import { listText } from '../../../lib/fields/schemas';
import { locale, textOf } from '../../../lib/i18n';
import { LIST_VOICE_SECONDS_MAX, textBounds } from '../../../lib/limits';
import { collections } from '../../../lib/models';
import { deliveryContact } from '../../../lib/requests/schemas';
import type { SendListResult } from '../../../port/callables';
import { dataAddress } from '../../../widgets/qr-photo/shrink-photo';
import type { VoiceNote, VoiceType } from '../voice-note/use-voice-recorder';
import { sendListMessages } from '../messages';
import { listKey } from '../../../data/entity-keys';

/**
 * A list as the customer makes it on /sendList: a photo (its shrunk data
 * address), a voice note, typed lines — one at least — and the delivery
 * details the cart asks for, checked by the same schema as the cart's.
 */
export interface ListForm {
  photo: string | null;
  voice: VoiceNote | null;
  text: string;
  name: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
  /** The id of the town's neighbourhood chosen ('' for none). */
  neighbourhood: string;
}

const words = () => textOf(sendListMessages);

const listFormSchema = v.object({
  ...deliveryContact.entries,
  photo: v.nullable(v.string()),
  voice: v.nullable(v.custom<VoiceNote>(() => true)),
  text: listText({ tooLong: () => words().textTooLong({ max: textBounds.listText.max }) }),
  neighbourhood: v.string(),
});

/**
 * The form's checks: the contact as the cart checks it, something in the
 * list, a photo where the shop needs one (`needsPhoto`: a pharmacy's
 * prescription), and a neighbourhood where the shop delivers to some.
 */
export function listChecks({
  shopName,
  needsPhoto,
  neighbourhoods,
}: {
  shopName: string;
  needsPhoto: boolean;
  /** The ids of the neighbourhoods the shop delivers to ([]: the town keeps none). */
  neighbourhoods: readonly string[];
}) {
  return schemaChecks<ListForm>(listFormSchema, (values): FormErrors<ListForm> => ({
    // A pharmacy's list wants its photo, whatever else it has: that is the one thing said.
    ...(!needsPhoto &&
      !values.photo &&
      !values.voice &&
      !values.text.trim() && { text: words().nothingInIt }),
    ...(needsPhoto && !values.photo && { photo: words().needsPhoto({ shop: shopName }) }),
    ...(neighbourhoods.length > 0 &&
      !neighbourhoods.includes(values.neighbourhood) && {
        neighbourhood: words().neighbourhoodNeeded,
      }),
  }));
}

/** The voice note as the server takes it: its plain type, its bytes as a data address, its length. */
async function voiceOf(note: VoiceNote) {
  return {
    mime: note.mime,
    data: await dataAddress(note.blob),
    seconds: Math.min(LIST_VOICE_SECONDS_MAX, note.seconds),
  };
}

/** The photo's type, read from its data address (the shrinking wrote WebP or JPEG). */
const photoMime = (photo: string) => photo.slice('data:'.length, photo.indexOf(';'));

/**
 * Sends the list to the shop under `requestId` (a retry sends the same one,
 * and the server answers with the list already sent). Once sent, the contact
 * and address are remembered for the next order, and the list joins this
 * browser's records for its phone, so Find Order shows it.
 */
export async function sendList(
  requestId: string,
  shopId: string,
  form: ListForm,
): Promise<SendListResult> {
  const contact = v.parse(deliveryContact, form);
  const backend = await getBackend();
  const result = await backend.call('sendList', {
    requestId,
    shopId,
    customerName: contact.name,
    phone: contact.phone,
    address: contact.address,
    landmark: contact.landmark,
    note: contact.note,
    ...(form.neighbourhood && { neighbourhoodId: form.neighbourhood }),
    language: locale.get(),
    deviceId: deviceId(),
    text: form.text.trim(),
    ...(form.photo && { photo: { mime: photoMime(form.photo), data: form.photo } }),
    ...(form.voice && { voice: await voiceOf(form.voice) }),
  });
  if (result.kind === 'sent') {
    rememberCheckout(
      { name: contact.name, phone: contact.phone },
      { address: contact.address, landmark: contact.landmark, neighbourhood: form.neighbourhood },
    );
    rememberRecord({
      collection: collections.shopLists,
      number: result.number,
      id: result.listId,
      phone: contact.phone,
      placedAt: Date.now(),
    });
  }
  return result;
}

/** Sends a list (`sendList`); the screen says what the answer means. */
export const useSendList = (shopId: string) =>
  useMutation(
    {
      mutationFn: ({ requestId, form }: { requestId: string; form: ListForm }) =>
        sendList(requestId, shopId, form),
    },
    queryClient,
  );

/** The bytes of a `data:` address, as the recorder's note holds them. */
function blobOf(data: string, mime: string): Blob {
  const bytes = atob(data.slice(data.indexOf(',') + 1));
  const array = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) array[index] = bytes.charCodeAt(index);
  return new Blob([array], { type: mime });
}

const isVoiceMime = (mime: string): mime is VoiceType['mime'] =>
  mime === 'audio/webm' || mime === 'audio/mp4' || mime === 'audio/ogg';

/** What a list sent before gives the same list sent again: its photo, voice note and lines. */
export type ListAgain = Pick<ListForm, 'photo' | 'voice' | 'text'>;

/**
 * A list sent before, to send again ("Send the list again" after its quote
 * could not be ordered): what it held, as far as it is still kept; null when
 * it is gone.
 */
async function loadListAgain(listId: string): Promise<ListAgain | null> {
  const list = await loadList(listId);
  if (!list) return null;
  const [photo, voice] = await Promise.all([
    list.photo ? loadListMedia(listId, 'photo') : null,
    list.voice ? loadListMedia(listId, 'voice') : null,
  ]);
  return {
    text: list.text,
    photo: photo?.data ?? null,
    voice:
      voice && list.voice && isVoiceMime(voice.mime)
        ? {
            blob: blobOf(voice.data, voice.mime),
            mime: voice.mime,
            seconds: list.voice.seconds,
            stoppedBy: 'person',
          }
        : null,
  };
}

export const listAgainQuery = (listId: string) =>
  queryOptions({
    queryKey: listKey(collections.shopLists, { again: listId }),
    queryFn: () => loadListAgain(listId),
    staleTime: Infinity,
  });
