import type { DkimKeyRecords, DkimResolver } from '../mail/dkimKeys';

/**
 * The demo's own DKIM key: `npm run demo:forward` signs booking e-mails with it and the server trusts it
 * outside production (never in production, where keys come from DNS), so a new user can list a ticket
 * on their own machine with no setup. It is public on purpose: it proves nothing anywhere else.
 */
export const DEMO_DKIM_SELECTOR = 'mp-demo';

export const DEMO_DKIM_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQDpYVcMWyk2eKTI
EtrNdz8pZJwWUpRq9hNdJhaS7keVrVEEGKkyFFCSGbjbxrbHz5HhV16zwzejzX05
OyEDqOoHrGokkv8BWfkD/vTul4i8xZkUVMHYC5aSyDcDCXThIHLK+DJTobG1Jvtv
5ZxzPzjeaxKeWq2sl03w94WYqj9qgJEbRxZIczgxJEGOa5FI1RdsnVmqzK1Zuv5y
z63JAqJr1RS/gKFxAro77rm0NoWUkahSBDrzfBMJCR3z+I08FuP86JEDn6c8rY/N
XHYruSBoKfF8FdUEKP/xo0rFleYipPsIWEsaiDzfEnh75QO1dPZfAuY1A/zpiY7o
1+04GpOlAgMBAAECggEAHbL5dOUU9Y2cyqk7lvIZ45aeFmkj4gi2ph/2t3QDQBTy
Pmc1AN588lq7n5xGHl9X3SlVL+Mj7YB08xeHOAQC5D8YstbSBMYCXnPPj51RFVTA
CkpO8MNowf0gow5NBWkvsoyrOuFU0AzJ6o95vWDKR+OwVt6LQ29tx8B4C9l+gHrl
xYGHi0+Kf1Hy/81OQHGDswe9/nT4TTPBo081/dXBmkFy4AtBngwAf3VVofpOhDAo
B604ZVOjNGHOtQtDtHDyv8FpOSr/9f+1NpnOG7lkVywsElxWCgRb1CBcwqnkDeXW
ARelIzLtqhrlbjwlr6QoA1e2DXWE49hB1ohddRekcQKBgQD29aP/Smsvj3d2yFBP
qIpCCumbMM0etGpUOhInT88CSlhhGG7I+XJJqWT+k1ZDmLZhYWNpCPV8omT0u3iO
3D1YKoEYlowWyZZJKtnE3kmg5JY1GOmEefU3rERIOTsDdZB0S0g7R8rfPWtr2QZ7
JZNT4I3mzgrbII2o/cDo8W63FwKBgQDx7HE1SyqaSSK21Fb87/wgQwYZY+3qLJ5r
4I6VLNbR22hodt+zGfRtw9cMzKZKIjSIY0Sb0F9H8VqFGMMCb2xLld4rm7oFjX/J
knTL5jEADJX4GrgmmVqGUoC/aqGlqPhpjKLXIi1wYqX1ZU6iuJagLS8Xjeh7/OKt
G4Vl18QAowKBgAFfI+YLF8VP2q4CNs/6c6oiPWHrR3hgMCb/m5I0U0YD+7GuXQ8o
s4XNNw5i6xu9AWZREChJMHPcwwrI78Z7WqvesJDeZTDLNdZ6MnNxeJ84Jc1tsf5W
XxJMFqUADF/ci0zaDjCmGW5b/PjAX9TXRJY2rRMXGeBVsfO6VRP2I1NJAoGAYker
tfrTU9piP+QDcr4Lrw+LasUt4fQ+Z5TSV8fffWGlCMtCFYB1zCHDO2/oHjXHIaEy
PhpomtFx9KAamOKrHAnGN/ELoTXatAjLagoZ3es/AYvZQ9UI8YiSxTCMesAqKrb3
cG5yBzYMNaTyTSiwCGJSvz7nM3eInsqPZtBA0AECgYAR/TRzI9Jq8u6NetSxL0Aj
aym2HsEL5sCahJM8DFs9LFWVEMvRwJu9irIh35p/9PWLlWBynUqFfyXaCz6IRsvL
/Nlmgy5Lz+LezLZLG5tOu7BdyLxEzEawi1tTstuaSSpM32CS4GmknqIl2kdva8x3
J5uV4IsqLIOom28ZWqtjpQ==
-----END PRIVATE KEY-----
`;

const DEMO_DKIM_RECORD = 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA6WFXDFspNnikyBLazXc/KWScFlKUavYTXSYWku5Hla1RBBipMhRQkhm428a2x8+R4Vdes8M3o819OTshA6jqB6xqJJL/AVn5A/707peIvMWZFFTB2AuWksg3Awl04SByyvgyU6GxtSb7b+Wccz843msSnlqtrJdN8PeFmKo/aoCRG0cWSHM4MSRBjmuRSNUXbJ1ZqsytWbr+cs+tyQKia9UUv4ChcQK6O+65tDaFlJGoUgQ683wTCQkd8/iNPBbj/OiRA5+nPK2PzVx2K7kgaCnxfBXVBCj/8aNKxZXmIqT7CFhLGog83xJ4e+UDtXT2XwLmNQP86YmO6NftOBqTpQIDAQAB';

/** The demo key published for each of these provider domains, as a DKIM_TEST_KEYS file would list it. */
export function demoDkimRecords(domains: readonly string[]): DkimKeyRecords {
  return Object.fromEntries(domains.map((domain) => [`${DEMO_DKIM_SELECTOR}._domainkey.${domain}`, DEMO_DKIM_RECORD]));
}

/**
 * The demo key for any domain under its own selector: outside production a provider an operator adds (issue 45)
 * can be tried and listed through on this machine before its real key is known. Loopback callers only.
 */
export function demoKeyResolver(fallback: DkimResolver): DkimResolver {
  return async (name, rrtype) => (rrtype === 'TXT' && name.toLowerCase().startsWith(`${DEMO_DKIM_SELECTOR}._domainkey.`) ? [[DEMO_DKIM_RECORD]] : fallback(name, rrtype));
}
