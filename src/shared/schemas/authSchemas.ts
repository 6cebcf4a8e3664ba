import { object, string, type InferType } from 'yup';
import { MIN_PASSWORD } from '../constants';
import { nameField } from './nameRules';
import { emailField, phoneField } from './rules';

const passwordField = () =>
  string().required('Password is required').min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long`);

export const signInSchema = object({
  email: emailField(),
  password: passwordField(),
});
export type SignInValues = InferType<typeof signInSchema>;

export const signUpSchema = object({
  name: nameField('Full name is required').required('Full name is required'),
  email: emailField(),
  phoneNumber: phoneField(),
  password: passwordField(),
});
export type SignUpValues = InferType<typeof signUpSchema>;
