export * from './errors';
export * from './health';
export * from './paths';
export * from './accounts';
export * from './answers';
export * from './lookups';
export * from './cookies';
export * from './statuses';
