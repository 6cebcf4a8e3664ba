import type { AuthUrlResponse, OtpSentResponse } from '../../../shared/apiContract';
import type { OtpChannel } from '../../../shared/constants';
import type { User } from '../../../shared/entities';
import type { SignInValues, SignUpValues } from '../../../shared/schemas/authSchemas';
import type { ForgotPasswordValues, ResetPasswordValues } from '../../../shared/schemas/passwordResetSchemas';
import { apiSlice } from '../../api/apiSlice';
import { readUser } from './readUser';

export interface UpdateUserArgs {
  id: number;
  name?: string;
  phoneNumber?: string;
  password?: string;
  /** Proof for a new password: the current one, or for an account without one a code sent to its e-mail. */
  currentPassword?: string;
  emailCode?: string;
}

export interface VerifyPhoneArgs {
  code: string;
  verificationId: string;
}

function expectUser(body: unknown): User {
  const user = readUser(body);
  if (!user) throw new Error('The server answered without a user');
  return user;
}

/** A read the transport would retry, but 'not set up' will not change in a second (changes are never retried). */
const noRetry = { maxRetries: 0 };

/** Every SPEC §7 Account call. The signed-in user itself lives in the auth slice, fed by these results. */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Who is signed in; a 401 simply means nobody, so it resolves to null rather than failing. */
    getSession: build.query<User | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/session');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: readUser(result.data) };
      },
      providesTags: ['Session'],
    }),
    getMe: build.query<User, void>({
      query: () => '/users/me',
      transformResponse: expectUser,
      providesTags: ['User'],
    }),
    signIn: build.mutation<User, SignInValues>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
      transformResponse: expectUser,
    }),
    signUp: build.mutation<User, SignUpValues>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      transformResponse: expectUser,
    }),
    /** 'Forgot password?': the server answers alike whether or not the address has an account. */
    askForPasswordReset: build.mutation<void, ForgotPasswordValues>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    /** The reset link's page: sets the new password and signs in (every other session of the account ends). */
    resetPassword: build.mutation<User, ResetPasswordValues>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
      transformResponse: expectUser,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Whatever was cached belonged to the user who just left; the next one starts clean.
        await queryFulfilled.then(() => dispatch(apiSlice.util.resetApiState())).catch(() => undefined);
      },
    }),
    /** A mutation although it is a GET: every click must start a fresh identity-provider flow, never reuse a URL. */
    startGoogleSignIn: build.mutation<AuthUrlResponse, void>({
      query: () => '/auth/google/login',
      extraOptions: noRetry,
    }),
    resendEmailOtp: build.mutation<OtpSentResponse, void>({
      query: () => ({ url: '/auth/resend-otp', method: 'POST' }),
    }),
    confirmEmail: build.mutation<User, string>({
      query: (otp) => ({ url: '/auth/confirm-email', method: 'POST', params: { otp } }),
      transformResponse: expectUser,
      invalidatesTags: ['User', 'Session'],
    }),
    sendPhoneOtp: build.mutation<OtpSentResponse, void>({
      query: () => ({ url: '/phone-verification/send-otp', method: 'POST' }),
    }),
    verifyPhoneOtp: build.mutation<User, VerifyPhoneArgs>({
      query: (params) => ({ url: '/phone-verification/verify-otp', method: 'POST', params: { ...params } }),
      transformResponse: expectUser,
      invalidatesTags: ['User', 'Session'],
    }),
    /** SPEC §4 'Skipping sets pending': the code dialog was closed without verifying. */
    skipVerification: build.mutation<User, OtpChannel>({
      query: (channel) => ({ url: `/users/me/verification/${channel}/skip`, method: 'POST' }),
      transformResponse: expectUser,
    }),
    uploadProfilePicture: build.mutation<User, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/users/me/profile-picture', method: 'PUT', body };
      },
      transformResponse: expectUser,
    }),
    updateUser: build.mutation<User, UpdateUserArgs>({
      query: ({ id, ...changes }) => ({ url: `/users/${id}`, method: 'PUT', body: changes }),
      transformResponse: expectUser,
    }),
  }),
});

export const {
  useGetSessionQuery,
  useGetMeQuery,
  useSignInMutation,
  useSignUpMutation,
  useLogoutMutation,
  useAskForPasswordResetMutation,
  useResetPasswordMutation,
  useStartGoogleSignInMutation,
  useResendEmailOtpMutation,
  useConfirmEmailMutation,
  useSendPhoneOtpMutation,
  useVerifyPhoneOtpMutation,
  useSkipVerificationMutation,
  useUploadProfilePictureMutation,
  useUpdateUserMutation,
} = authApi;
