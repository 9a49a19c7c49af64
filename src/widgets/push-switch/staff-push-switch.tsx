import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../data/query-client';
import { keepLanguage, turnOffForStaff } from '../../data/push-device';
import { locale, useMessages } from '../../lib/i18n';
import { useStore } from '@nanostores/react';
import { ErrorText } from '../../components/error-text';
import { staffPushMessages } from './messages';
import { PushSwitchView, usePushSwitch } from './push-switch';

/**
 * "Tell me on this phone" on a staff screen (vendor, delivery person,
 * admin): new work rings on the phone even with the app closed. The server
 * decides what each person is told; this ties the phone to the person.
 */
export function StaffPushSwitch({ uid }: { uid: string }) {
  const t = useMessages(staffPushMessages);
  const control = usePushSwitch({ kind: 'staff', uid });
  const language = useStore(locale);
  const turningOff = useMutation(
    { mutationFn: turnOffForStaff, onSuccess: () => control.setStanding('off') },
    queryClient,
  );
  const keeping = useMutation({ mutationFn: keepLanguage }, queryClient);
  const keep = keeping.mutate;
  // Read in another language now: the next notice comes in it.
  useEffect(() => {
    if (control.standing === 'on') keep(uid);
  }, [control.standing, uid, language, keep]);
  return (
    <PushSwitchView
      control={control}
      words={t}
      className="staff-push"
      on={
        <>
          <strong>{t.on}</strong>{' '}
          <button
            type="button"
            className="btn btn-link"
            onClick={() => turningOff.mutate()}
            disabled={turningOff.isPending}
          >
            {turningOff.isPending ? t.turningOff : t.turnOff}
          </button>
        </>
      }
    >
      <ErrorText of={turningOff} className="text-danger small mb-0" />
    </PushSwitchView>
  );
}
