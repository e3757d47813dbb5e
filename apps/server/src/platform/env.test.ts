import { describe, expect, it } from 'vitest';
import { ConfigurationError, oidcSettings, publicUrl, readEnv } from './env';

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

  describe('a bucket for documents', () => {
    const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-example' };

    it('is off by default', () => {
      const env = readEnv({});
      expect(env.S3_BUCKET).toBeUndefined();
      expect(env.S3_REGION).toBe('us-east-1');
      expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
    });

    it('reads the bucket, its endpoint, region, style and keys', () => {
      const env = readEnv({
        S3_BUCKET: 'portico-documents',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'false',
        ...keys,
      });
      expect(env).toMatchObject({
        S3_BUCKET: 'portico-documents',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: false,
        ...keys,
      });
    });

    it('needs both keys, as the server signs the upload forms with them', () => {
      const read = () => readEnv({ S3_BUCKET: 'portico-documents' });
      expect(read).toThrow(ConfigurationError);
      expect(read).toThrow(/AWS_ACCESS_KEY_ID: is required when S3_BUCKET is set/);
      expect(read).toThrow(/AWS_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/);
      expect(() => readEnv({ S3_BUCKET: 'portico-documents', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
        /AWS_SECRET_ACCESS_KEY: is required/,
      );
    });

    it('lists a missing key along with every other bad setting', () => {
      const read = () => readEnv({ S3_BUCKET: 'portico-documents', PORT: 'eighty' });
      expect(read).toThrow(/PORT: must be a port number/);
      expect(read).toThrow(/AWS_ACCESS_KEY_ID: is required/);
    });

    it('refuses bad values by name', () => {
      const read = () =>
        readEnv({
          S3_BUCKET: 'Portico_Documents',
          S3_ENDPOINT: 'minio:9000',
          S3_REGION: 'us/east',
          S3_FORCE_PATH_STYLE: 'yes',
          ...keys,
        });
      expect(read).toThrow(/S3_BUCKET: must be a bucket name/);
      expect(read).toThrow(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
      expect(read).toThrow(/S3_REGION: must be a region name/);
      expect(read).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
    });

    it('refuses an endpoint or a style without a bucket, which would silently keep documents on disk', () => {
      const read = () => readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
      expect(read).toThrow(/S3_ENDPOINT: is set but S3_BUCKET is not/);
      expect(read).toThrow(/S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not/);
    });

    it('never puts a key in its messages', () => {
      const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
      expect(() => readEnv({ S3_BUCKET: 'Bad_Bucket', AWS_SECRET_ACCESS_KEY: secret })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(secret) as unknown }),
      );
    });
  });

  describe('staff single sign-on', () => {
    const settings = {
      OIDC_ISSUER: 'https://login.harborvalley.example.edu/oidc',
      OIDC_CLIENT_ID: 'portico-admissions',
      OIDC_CLIENT_SECRET: 'an-example-client-secret',
    };

    it('is off by default', () => {
      expect(oidcSettings(readEnv({}))).toBeUndefined();
    });

    it('reads the issuer, the client and its secret', () => {
      expect(oidcSettings(readEnv(settings))).toEqual({
        issuer: new URL(settings.OIDC_ISSUER),
        clientId: 'portico-admissions',
        clientSecret: 'an-example-client-secret',
      });
    });

    it('needs all three, and names each one missing', () => {
      const read = () => readEnv({ OIDC_ISSUER: settings.OIDC_ISSUER });
      expect(read).toThrow(ConfigurationError);
      expect(read).toThrow(/OIDC_CLIENT_ID: is required when OIDC_ISSUER is set/);
      expect(read).toThrow(/OIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set/);
      const noIssuer = () => readEnv({ OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
      expect(noIssuer).toThrow(/OIDC_ISSUER: is required when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set/);
    });

    it('wants the provider over https, plain http only on this machine', () => {
      expect(() => readEnv({ ...settings, OIDC_ISSUER: 'http://login.harborvalley.example.edu' })).toThrow(
        /OIDC_ISSUER: must be an https:\/\/ URL \(http:\/\/ only for localhost\)/,
      );
      expect(() => readEnv({ ...settings, OIDC_ISSUER: 'login.example.edu' })).toThrow(
        /OIDC_ISSUER: must be/,
      );
      for (const local of ['http://localhost:9000', 'http://127.0.0.1:9000', 'http://[::1]:9000'])
        expect(oidcSettings(readEnv({ ...settings, OIDC_ISSUER: local }))?.issuer.href).toBe(`${local}/`);
    });

    it('never puts the client secret in its messages', () => {
      expect(() => readEnv({ OIDC_CLIENT_SECRET: settings.OIDC_CLIENT_SECRET })).toThrow(
        expect.objectContaining({
          message: expect.not.stringContaining(settings.OIDC_CLIENT_SECRET) as unknown,
        }),
      );
    });
  });
});
