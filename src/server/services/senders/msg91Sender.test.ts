import { startHttpStandIn, type HttpStandIn } from '../../test/httpStandIn';
import { msg91Mobile, Msg91SmsSender } from './msg91Sender';

describe('the MSG91 SMS adapter', () => {
  let msg91: HttpStandIn;
  let sender: Msg91SmsSender;
  beforeAll(async () => {
    msg91 = await startHttpStandIn();
    sender = new Msg91SmsSender({ authKey: 'auth-key-123', templateId: 'tmpl-otp-1', baseUrl: msg91.url });
  });
  afterAll(() => msg91.close());

  it('posts the number and the code to the flow API with the auth key', async () => {
    msg91.answer = { status: 200, body: { type: 'success', message: '3763646c3058373530393938' } };
    await sender.sendSms({ to: '+91 98765 43210', code: '0427', text: '0427 is your verification code.' });
    const [request] = msg91.received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow' });
    expect(request.headers).toMatchObject({ authkey: 'auth-key-123', 'content-type': 'application/json' });
    expect(JSON.parse(request.body)).toEqual({
      template_id: 'tmpl-otp-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '0427' }],
    });
  });

  it.each([
    [200, { type: 'error', message: 'Invalid authkey' }, /Invalid authkey/],
    [401, { type: 'error', message: 'Unauthorized' }, /HTTP 401/],
    [500, 'not json', /no message/],
  ])('fails when MSG91 answers %i %j', async (status, body, error) => {
    msg91.answer = { status, body };
    await expect(sender.sendSms({ to: '9876543210', code: '1234', text: '' })).rejects.toThrow(error);
  });

  it.each([
    ['9876543210', '919876543210'],
    ['+919876543210', '919876543210'],
    ['+14155550123', '14155550123'],
  ])('writes %s as %s', (phone, mobile) => {
    expect(msg91Mobile(phone)).toBe(mobile);
  });
});
