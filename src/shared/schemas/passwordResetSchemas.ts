import { object, string, type InferType } from 'yup';
import { MIN_PASSWORD } from '../constants';
import { RESET_LINK_INVALID } from '../passwordReset';
import { emailField } from './rules';

/** 'Forgot password?': the address to send the link to. */
export const forgotPasswordSchema = object({
  email: emailField(),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** The page the link opens: the token from the link and the new password. */
export const resetPasswordSchema = object({
  token: string().required(RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  password: string().required('Please enter a new password').min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long`),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
