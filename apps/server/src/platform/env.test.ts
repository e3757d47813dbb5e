import { describe, expect, it } from 'vitest';
import { ConfigurationError, publicUrl, readEnv } from './env';

describe('readEnv', () => {
  it('gives the documented defaults when nothing is set', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: './data',
      SITE_CONFIG: './config/site.json',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env).toString()).toBe('http://localhost:3000/');
  });

  it('treats an empty value as unset', () => {
    const env = readEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/portico',
      DATABASE_URL: 'postgres://app@db:5432/portico',
      SITE_CONFIG: '/etc/portico/site.json',
      PUBLIC_URL: 'https://apply.example.edu',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/portico',
    });
    expect(publicUrl(env).protocol).toBe('https:');
  });

  it('refuses bad values and names every bad setting', () => {
    const read = () => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/portico', PUBLIC_URL: 'nope' });
    expect(read).toThrow(ConfigurationError);
    expect(read).toThrow(/PORT: must be a port number/);
    expect(read).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(read).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('refuses a port out of range', () => {
    expect(() => readEnv({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });
});
