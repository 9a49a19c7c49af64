import { useQuery } from '@tanstack/react-query';
import { backendKind } from '../../../backend';
import { queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { SHOP_CHAT_CODE_MINUTES } from '../../../lib/limits';
import { messageOf } from '../../../port/errors';
import { shopChatQuery, useMakeTelegramLink, useUnlinkTelegram } from './api';
import { shopTelegramMessages } from './messages';

/**
 * The shop's own Telegram chat, on the vendor's shop settings: a one-time
 * link to open in Telegram (the server makes it, src/server/shop-chat.ts),
 * then "linked to a chat" with a way to unlink it. Its new orders, reminders
 * and cancelled orders then go to that chat. The Demo has no Telegram, and
 * says so.
 */
export function ShopTelegram({ shopId }: { shopId: string }) {
  const t = useMessages(shopTelegramMessages);
  const chat = useQuery(shopChatQuery(shopId), queryClient);
  const makeLink = useMakeTelegramLink();
  const unlink = useUnlinkTelegram(shopId);
  const demo = backendKind === 'demo';
  const made = makeLink.data;
  const failure = makeLink.error ?? unlink.error ?? chat.error;
  return (
    <details className="staff-finished mb-3">
      <summary>{t.telegramChat}</summary>
      <div className="mt-2 mb-3">
        {chat.data ? (
          <>
            <p role="status">
              {chat.data.chatTitle ? t.linkedTo({ chat: chat.data.chatTitle }) : t.linked}
            </p>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => unlink.mutate()}
              disabled={unlink.isPending}
            >
              {unlink.isPending ? t.unlinking : t.unlink}
            </button>
          </>
        ) : (
          <>
            <p className="small text-body-secondary">{t.lead}</p>
            {demo && <p className="small">{t.demoNoTelegram}</p>}
            {made?.kind === 'no-telegram' && !demo && <p className="small">{t.noBotYet}</p>}
            {made?.kind === 'link' ? (
              <>
                <p className="small">{t.howToLink({ minutes: SHOP_CHAT_CODE_MINUTES })}</p>
                <div className="d-flex flex-wrap gap-2">
                  <a
                    className="btn btn-success"
                    href={made.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t.openTelegram}
                  </a>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => void chat.refetch()}
                  >
                    {t.checkAgain}
                  </button>
                </div>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => makeLink.mutate()}
                disabled={demo || makeLink.isPending}
              >
                {makeLink.isPending ? t.making : t.makeLink}
              </button>
            )}
          </>
        )}
        {failure && (
          <p className="text-danger small mb-0 mt-2" role="alert">
            {messageOf(failure)}
          </p>
        )}
      </div>
    </details>
  );
}
