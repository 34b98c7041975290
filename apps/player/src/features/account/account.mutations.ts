// The writes of my account and responsible gaming. Each refreshes what it changes (the member
// info the header shows, the security overview, the limits).
import { type components, unwrap } from '@platform/api-client';
import { memberKeys } from '@platform/api-client/queries/member';
import { memberAccountKeys } from '@platform/api-client/queries/member-account';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];

export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['MemberProfileUpdate']) =>
      unwrap(api.POST('/wps/member/info', { body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(memberAccountKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
}

export function useSetAvatar() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SetAvatarRequest']) =>
      unwrap(api.PUT('/wps/member/info/icon', { body })),
    onSuccess: (avatar) => {
      queryClient.setQueryData(memberAccountKeys.avatar(), avatar);
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
}

/** Writes whose answer is the security overview. */
function useSecurityWrite<B>(write: (body: B) => Promise<Schemas['SecurityCenter']>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (overview) => {
      queryClient.setQueryData(memberAccountKeys.securityCenter(), overview);
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
}

export function useSendBindCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (
      body:
        | { kind: 'mobile'; countryDialingCode: string; mobileNum: string }
        | { kind: 'email'; email: string },
    ) =>
      body.kind === 'mobile'
        ? unwrap(
            api.POST('/wps/verification/sms/bind', {
              body: { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum },
            }),
          )
        : unwrap(api.POST('/wps/verification/email/bind', { body: { email: body.email } })),
  });
}

export function useBindMobile() {
  const api = useApi();
  return useSecurityWrite((body: Schemas['BindMobileRequest']) =>
    unwrap(api.PUT('/wps/member/mobile', { body })),
  );
}

export function useBindEmail() {
  const api = useApi();
  return useSecurityWrite((body: Schemas['BindEmailRequest']) =>
    unwrap(api.PUT('/wps/member/email', { body })),
  );
}

export function useStartGoogleAuth() {
  const api = useApi();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/wps/member/googleAuth/setup')),
  });
}

export function useConfirmGoogleAuth() {
  const api = useApi();
  return useSecurityWrite((code: string) =>
    unwrap(api.PUT('/wps/member/googleAuth', { body: { code } })),
  );
}

export function useDisableGoogleAuth() {
  const api = useApi();
  return useSecurityWrite((code: string) =>
    unwrap(api.POST('/wps/member/googleAuth/disable', { body: { code } })),
  );
}

export function useSignOutOthers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/wps/session/logout/others')),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...memberAccountKeys.all, 'login-history'] }),
  });
}

export function useSetPlayLimits() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PlayLimitsRequest']) =>
      unwrap(api.PUT('/wps/member/playLimits', { body })),
    onSuccess: (limits) => queryClient.setQueryData(memberAccountKeys.playLimits(), limits),
  });
}

export function useSetRealityCheck() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: Schemas['RealityCheckRequest']['intervalMinutes']) =>
      unwrap(api.PUT('/wps/member/realityCheck', { body: { intervalMinutes } })),
    onSuccess: (check) => {
      queryClient.setQueryData(memberAccountKeys.realityCheck(), check);
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
}

export function useStartPlayBreak() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Schemas['PlayBreakRequest']) =>
      unwrap(api.POST('/wps/member/playBreak', { body })),
  });
}
