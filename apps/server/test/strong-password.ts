/**
 * The tests' password for an account: one that zxcvbn accepts (password-strength.test.ts). A module
 * of its own, importing nothing, so that a setup file can read it before the server's modules load.
 */
export const STRONG_PASSWORD = 'Granite-Orchid-2027!';
