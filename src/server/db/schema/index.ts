export * from './contractor-rates';
export * from './interaction-events';
export * from './leads';
export * from './settings';
export * from './staff';
export * from './training';
export * from './webhook-outbox';
export * from './webhook-settings';
