import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { useForm } from '../../components/form';
import {
  AddressField,
  NameAndPhone,
  NoteField,
  TextAreaField,
  TextField,
} from '../../components/form-field';
import { RecordView } from '../../components/record-view';
import { LoadingView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { shopQuery } from '../../data/lists';
import { neighbourhoodsQuery } from '../../data/neighbourhood-list';
import { loadedView, queryClient, type OpeningData } from '../../data/query-client';
import { rememberedAddress, rememberedContact } from '../../lib/customer-memory';
import { deliversTo } from '../../lib/delivery-terms';
import { useMessages } from '../../lib/i18n';
import { LIST_VOICE_BYTES_MAX, LIST_VOICE_SECONDS_MAX, textBounds } from '../../lib/limits';
import { localName, localShopName } from '../../lib/local-name';
import { listNeedsPhoto } from '../../lib/model-schemas';
import type { Shop, WithId } from '../../lib/models';
import { byLocalName } from '../../lib/name-order';
import { newRequestId } from '../../lib/order-identity';
import { normalizeIndianMobile } from '../../lib/phone';
import { takesOrdersAt } from '../../lib/shop-hours';
import { ForgetDeliveryDetails } from '../../widgets/forget-me';
import { NeighbourhoodSelect } from '../../widgets/neighbourhood-select/neighbourhood-select';
import { ListPushSwitch } from '../../widgets/shop-list/list-push-switch';
import { RequestForm } from '../../widgets/request-form';
import { useMinute } from '../../widgets/shop-hours/open-line';
import { ThankYouCard } from '../../widgets/thank-you-card';
import {
  listAgainQuery,
  listChecks,
  useSendList,
  type ListAgain,
  type ListForm,
} from './api/send-list';
import { ListPhotoField } from './list-photo/list-photo-field';
import { sendListMessages } from './messages';
import { VoiceNoteField } from './voice-note/voice-note-field';

const noNeighbourhoods: never[] = [];

/**
 * The contact and address of the last order or list on this phone (never its
 * landmark or note), and what a list sent before held when it is sent again.
 */
function initialForm(again: ListAgain | null): ListForm {
  const contact = rememberedContact();
  const remembered = rememberedAddress();
  return {
    photo: again?.photo ?? null,
    voice: again?.voice ?? null,
    text: again?.text ?? '',
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    address: remembered?.address ?? '',
    landmark: '',
    note: '',
    neighbourhood: remembered?.neighbourhood ?? '',
  };
}

/** What the form hands its thank-you in the history state, so a reload shows it again. */
const sentListState = v.object({
  sentList: v.object({
    listId: v.string(),
    number: v.string(),
    code: v.string(),
    phone: v.string(),
    shopId: v.string(),
    shopName: v.string(),
    shopNameBn: v.optional(v.string()),
    shopNameHi: v.optional(v.string()),
  }),
});
type SentList = v.InferOutput<typeof sentListState>['sentList'];

/** What Find Order hands this screen to send a list again: the list's id. */
const againState = v.object({ again: v.string() });

function ListSent({ sent }: { sent: SentList }) {
  const t = useMessages(sendListMessages);
  useDocumentTitle(t.sentTitle);
  const shop = localShopName(sent);
  return (
    <ThankYouCard
      title={t.sentTitle}
      lead={t.sentLead({ shop })}
      codes={{ kind: 'list', number: sent.number, code: sent.code, phone: sent.phone }}
      afterCodes={<ListPushSwitch listId={sent.listId} />}
      nextTitle={t.whatNext}
      steps={[t.stepPrice, t.stepConfirm, t.stepDeliver]}
      ways={[
        { to: paths.findOrderByPhone.href(sent.phone), label: t.trackList },
        { to: paths.gallery.href(sent.shopId), label: t.backToShop({ shop }) },
      ]}
    />
  );
}

function SendListForm({ shop, again }: { shop: WithId<Shop>; again: ListAgain | null }) {
  const t = useMessages(sendListMessages);
  const navigate = useNavigate();
  const name = localName(shop);
  useDocumentTitle(t.title({ shop: name }));
  const needsPhoto = listNeedsPhoto(shop);
  const closed = !takesOrdersAt(shop, useMinute());
  const town = useQuery(neighbourhoodsQuery(), queryClient).data ?? noNeighbourhoods;
  const served = byLocalName(town.filter((place) => deliversTo(shop, place.id)));
  // One request id for this list, sent again by a retry: the server never keeps it twice.
  const [requestId] = useState(newRequestId);
  const sending = useSendList(shop.id);

  const form = useForm<ListForm>({
    mutation: sending,
    initial: () => initialForm(again),
    validate: listChecks({
      shopName: name,
      needsPhoto,
      neighbourhoods: served.map((place) => place.id),
    }),
    send: async (values) => {
      if (!navigator.onLine) return t.offline;
      const result = await sending.mutateAsync({ requestId, form: values });
      switch (result.kind) {
        case 'sent': {
          const sent: SentList = {
            listId: result.listId,
            number: result.number,
            code: result.code,
            phone: normalizeIndianMobile(values.phone) ?? '',
            shopId: shop.id,
            shopName: shop.name,
            ...(shop.nameBn && { shopNameBn: shop.nameBn }),
            ...(shop.nameHi && { shopNameHi: shop.nameHi }),
          };
          // In place of the form, kept through a reload; Back goes to the shop, not to the form.
          void navigate('.', { replace: true, state: { sentList: sent } });
          return;
        }
        case 'shop-closed':
          return t.shopJustClosed({ shop: localShopName(result) || name });
        case 'shop-gone':
          return t.shopGone;
        case 'daily-limit':
          return t.dailyLimit(result.limit);
      }
    },
  });
  const busy = form.sending;

  return (
    <div className="container-lg page send-list">
      <Link to={paths.gallery.href(shop.id)} className="d-inline-block mb-2">
        {t.backTo({ shop: name })}
      </Link>
      <h1 className="page-title">{t.title({ shop: name })}</h1>
      <p className="page-lead">{t.lead}</p>
      {needsPhoto && (
        <div className="alert alert-info" role="note">
          {t.needsPhotoNote({ shop: name })}
        </div>
      )}
      {closed && (
        <div className="alert alert-secondary" role="note">
          {t.closedNote({ shop: name })}
        </div>
      )}
      <RequestForm
        form={form}
        title={t.yourList}
        submitLabel={t.send}
        sendingLabel={t.sending}
        submitLook="large"
        submitDisabled={closed}
        className="send-list-form"
        footer={<ForgetDeliveryDetails setValues={form.setValues} />}
      >
        <div className="send-list-parts">
          <ListPhotoField
            photo={form.values.photo}
            onPhoto={(photo) => form.setField('photo', photo)}
            error={form.errors.photo}
            disabled={busy}
          />
          <VoiceNoteField
            maxSeconds={LIST_VOICE_SECONDS_MAX}
            maxBytes={LIST_VOICE_BYTES_MAX}
            onNote={(note) => form.setField('voice', note)}
            initial={again?.voice ?? null}
            disabled={busy}
          />
          <TextAreaField
            label={t.typed}
            rows={4}
            maxLength={textBounds.listText.max}
            hint={t.typedHint}
            className="mb-0"
            {...form.text('text')}
          />
        </div>
        <h2 className="h5 fw-bold mt-4 mb-3">{t.deliverTo}</h2>
        <NameAndPhone form={form} nameLabel={t.name} phoneHint={t.phoneHint} />
        <AddressField label={t.address} rows={2} hint={t.addressHint} {...form.text('address')} />
        <NeighbourhoodSelect
          served={served}
          townCount={town.length}
          {...form.text('neighbourhood')}
        />
        <TextField label={t.landmark} placeholder={t.landmarkExample} {...form.text('landmark')} />
        <NoteField label={t.note} {...form.text('note')} />
      </RequestForm>
    </div>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  await Promise.all([
    queryClient.prefetchQuery(shopQuery(params.shopId ?? '')),
    queryClient.prefetchQuery(neighbourhoodsQuery()),
  ]);
};

/** /sendList/:shopId: a list for the shop instead of a cart, then its thank-you. */
export default function SendListScreen() {
  const t = useMessages(sendListMessages);
  const { shopId = '' } = useParams();
  const location = useLocation();
  const state = v.safeParse(sentListState, location.state);
  const againId = v.safeParse(againState, location.state);
  const loaded = loadedView(useQuery(shopQuery(shopId), queryClient));
  const again = useQuery(
    { ...listAgainQuery(againId.success ? againId.output.again : ''), enabled: againId.success },
    queryClient,
  );
  if (state.success && state.output.sentList.shopId === shopId) {
    return <ListSent sent={state.output.sentList} />;
  }
  // A list sent again waits for what it held, so the form opens with it.
  if (againId.success && again.isPending) return <LoadingView fill />;
  return (
    <RecordView
      loaded={loaded}
      fill
      missing={{
        title: t.shopNotFound,
        text: t.shopGoneTitle,
        linkTo: paths.home.href(),
        linkLabel: t.backToHome,
      }}
      failedTitle={t.couldNotOpen}
    >
      {(shop) => <SendListForm shop={shop} again={again.data ?? null} />}
    </RecordView>
  );
}
