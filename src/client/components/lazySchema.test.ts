import { signInSchema, type SignInValues } from '../../shared/schemas/authSchemas';
import { lazySchema } from './lazySchema';

describe('lazySchema', () => {
  it('gives the errors the schema gives, one message a field, and none for valid values', async () => {
    const rules = lazySchema<SignInValues>(() => Promise.resolve(signInSchema));
    expect(await rules.validate({ email: 'not an address', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(await rules.validate({ email: 'fan@example.in', password: 'secret' })).toEqual({});
  });

  it('casts the values as the schema does', async () => {
    const rules = lazySchema<SignInValues>(() => Promise.resolve(signInSchema));
    expect(await rules.cast({ email: '  fan@example.in ', password: 'secret' })).toEqual({ email: 'fan@example.in', password: 'secret' });
  });

  it('loads the schema once, from the first use on', async () => {
    const load = jest.fn(() => Promise.resolve(signInSchema));
    const rules = lazySchema<SignInValues>(load);
    expect(load).not.toHaveBeenCalled();
    rules.preload();
    await rules.validate({ email: '', password: '' });
    await rules.cast({ email: 'fan@example.in', password: 'secret' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failed one', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(signInSchema);
    const rules = lazySchema<SignInValues>(load);
    await expect(rules.validate({ email: '', password: '' })).rejects.toThrow('offline');
    expect(await rules.validate({ email: '', password: 'secret' })).toEqual({ email: 'Email is required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on an error that is not a validation error', async () => {
    const broken = { cast: signInSchema.cast.bind(signInSchema), validate: () => Promise.reject(new TypeError('a bug')) };
    const rules = lazySchema<SignInValues>(() => Promise.resolve(broken));
    await expect(rules.validate({ email: '', password: '' })).rejects.toThrow('a bug');
  });
});
